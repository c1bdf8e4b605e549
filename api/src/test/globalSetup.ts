import pg from 'pg';

/** Installs the extensions once in PostgreSQL, so parallel test files never race to create them. */
export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.query('CREATE EXTENSION IF NOT EXISTS unaccent');
  } finally {
    await client.end();
  }
}
