import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';
import { normalizeText } from '../text.js';

const NOW = () => new Date('2025-02-21T10:00:00+01:00');

/**
 * DECISIONS.md 11 through the real analysis: an administrator's partial-word rule (comprobarCadenaCompleta NON) on
 * the sample days, the BOE's (Spanish titles only) and BOP Ourense's (Galician title and Spanish alternative).
 */
describe.each(databases)('partial-word label rules in the analysis on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let rows: { etiquetas: string[]; bop: string; published: string }[];
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { seedDefaultRules: true } });
    const admin = bearer(await tokenFor(t.app, 'admin'));
    for (const [textoBuscar, etiqueta] of [['nombramien', 'prefixo castelán'], ['nomeamen', 'prefixo galego']]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/config/configurar/etiquetas', headers: admin,
        payload: [{ textoBuscar, etiqueta, comprobarCadenaCompleta: false, prioridade: 1 }] });
      expect(res.statusCode).toBe(200);
    }
    for (const fecha of ['2025-02-20', '2022-02-17']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/lecturaBop', headers: admin, payload: { fecha, envioNotificacion: false } });
      expect(res.statusCode).toBe(200);
    }
    rows = (await t.db.query<{ etiquetas: string[]; bop: string; titulo: string; titulo_alternativo: string | null; organizacion: string }>(
      'SELECT o.etiquetas, e.bop, e.titulo, e.titulo_alternativo, e.organizacion FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid',
    )).map((r) => ({ etiquetas: r.etiquetas, bop: r.bop, published: normalizeText(`${r.organizacion} | ${r.titulo} | ${r.titulo_alternativo ?? ''}`) }));
  }, 120_000);
  afterAll(() => t.close());

  const withLabel = (etiqueta: string) => rows.filter((r) => r.etiquetas.includes(etiqueta));
  const naming = (...words: string[]) => rows.filter((r) => words.some((w) => r.published.includes(w)));

  it('the Spanish prefix "nombramien" labels every competition whose published title says nombramiento', () => {
    const spanish = rows.filter((r) => r.published.includes('nombramien'));
    expect(spanish.length).toBeGreaterThanOrEqual(2);
    expect(new Set(spanish.map((r) => r.bop))).toEqual(new Set(['BOE', 'BOP Ourense']));
    for (const r of spanish) expect(r.etiquetas).toContain('prefixo castelán');
  });

  it('each prefix also finds the other language: both label the same competitions, those that name the appointment in either', () => {
    const either = naming('nombramien', 'nomeamen');
    expect(withLabel('prefixo castelán')).toEqual(either);
    expect(withLabel('prefixo galego')).toEqual(either);
    expect(rows.length).toBeGreaterThan(either.length); // the others carry neither
  });

  it('the shipped whole-word rules keep labelling as before', () => {
    expect(withLabel('nomeamento').length).toBeGreaterThan(0);
    expect(withLabel('auxiliar administrativo').length).toBeGreaterThan(0);
  });
});
