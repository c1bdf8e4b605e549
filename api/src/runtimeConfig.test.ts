import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.js';
import { databases, testApp } from './test/harness.js';

const base = { DATA_DIR: '/tmp/opos-test-unused' };

describe('who runs the site (SITE_OPERATOR_*)', () => {
  it('defaults to the demo operator, whose address is the contact address', () => {
    expect(loadConfig({ ...base }).operador).toEqual({ nome: 'Oposicións Galicia', email: 'contacto@oposicions.gal', enderezo: null, nif: null });
    expect(loadConfig({ ...base, CONTACT_EMAIL: 'ola@example.org' }).operador.email).toBe('ola@example.org');
  });

  it('takes the name, e-mail, address and tax id from the environment', () => {
    const { operador } = loadConfig({
      ...base, SITE_OPERATOR_NAME: 'Asociación Exemplo', SITE_OPERATOR_EMAIL: 'legal@example.org',
      SITE_OPERATOR_ADDRESS: 'Rúa Nova 1, 15701 Santiago de Compostela', SITE_OPERATOR_TAX_ID: 'G00000000',
    });
    expect(operador).toEqual({ nome: 'Asociación Exemplo', email: 'legal@example.org', enderezo: 'Rúa Nova 1, 15701 Santiago de Compostela', nif: 'G00000000' });
  });

  it('refuses an operator e-mail that is not one', () => {
    expect(() => loadConfig({ ...base, SITE_OPERATOR_EMAIL: 'non é un correo' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SITE_OPERATOR_EMAIL: 'non é un correo' })).toThrow(/SITE_OPERATOR_EMAIL/);
  });
});

describe('threads that read the facts of edict bodies (FACTS_THREADS)', () => {
  it('one per core up to four by default; 0 reads them on the server\'s own thread; anything else is refused', () => {
    expect(loadConfig({ ...base }).factsThreads).toBe(Math.min(4, availableParallelism()));
    expect(loadConfig({ ...base, FACTS_THREADS: '0' }).factsThreads).toBe(0);
    expect(loadConfig({ ...base, FACTS_THREADS: '3' }).factsThreads).toBe(3);
    for (const mal of ['-1', 'dous', '1.5', '65']) expect(() => loadConfig({ ...base, FACTS_THREADS: mal })).toThrow(/FACTS_THREADS/);
  });
});

describe.each(databases)('runtime-config.json names the operator and the reading schedule (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    const { operador, schedule } = loadConfig({ ...base, SITE_OPERATOR_NAME: 'Asociación Exemplo', SITE_OPERATOR_EMAIL: 'legal@example.org', READING_SCHEDULE: '0 8 * * 1-5' });
    t = await testApp(kind, { config: { operador, schedule: { ...schedule, enabled: false } } });
  });
  afterAll(() => t.close());

  it('hands the pages the operator (no empty address or tax id) and when bulletins are read', async () => {
    const res = await t.app.inject({ url: '/public/runtime-config.json' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.operador).toEqual({ nome: 'Asociación Exemplo', email: 'legal@example.org' });
    expect(body.lectura).toEqual({ horario: '0 8 * * 1-5', zonaHoraria: 'Europe/Madrid', activa: false });
  });
});
