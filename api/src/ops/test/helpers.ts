import type { testApp } from '../../test/harness.js';

/**
 * Reads a recorded day as an administrator. The date's lock is an advisory lock of the whole PostgreSQL database, so
 * another test run reading the same day answers 409 for a moment: wait for it.
 */
export async function readDay(app: Awaited<ReturnType<typeof testApp>>['app'], admin: Record<string, string>, fecha: string): Promise<number> {
  for (let i = 0; ; i += 1) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/config/relazar/lecturaBop', headers: admin, payload: { fecha } });
    if (res.statusCode !== 409 || i >= 60) return res.statusCode;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The operations settings of a test: no token, no port, no operator address. */
export function testOps() {
  return { metricsToken: null, metricsPort: null, metricsHost: '127.0.0.1', operatorEmail: null, checkMs: 300_000, lateMinutes: 120, outboxStuckMinutes: 60 };
}
