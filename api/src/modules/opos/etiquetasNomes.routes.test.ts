import { randomUUID } from 'node:crypto';
import { defaultLabelRules } from '../../ingestion/defaults.js';
import { NOMES_ETIQUETAS_ES } from '../../domain/etiquetasNomes.js';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');

describe.each(databases)('label names in both languages on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { seedDefaultRules: true } });
    const admin = bearer(await tokenFor(t.app, 'admin'));
    // An administrator's own label, with no Spanish name anywhere.
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/config/configurar/etiquetas', headers: admin,
      payload: [{ textoBuscar: 'socorrista de praia', etiqueta: 'praias', comprobarCadenaCompleta: true, prioridade: 5 }] });
    expect(created.statusCode).toBe(200);
    await t.db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
       VALUES ($1, 'BOP Lugo', '2026-03-14', 'Concello de Sarria', 'Bolsa de auxiliares do servizo de axuda no fogar', 'https://example.gal/e', $2, true)`,
      [randomUUID(), ['axuda no fogar', 'corrección de erros', 'praias']],
    );
  }, 120_000);
  afterAll(() => t.close());

  it('names every shipped label by its reviewed Spanish name, and an administrator\'s label by its Galician one', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/etiquetas/nomes' });
    expect(res.statusCode).toBe(200);
    const es = new Map((res.json() as { gl: string; es: string }[]).map((n) => [n.gl, n.es]));
    for (const { etiqueta } of defaultLabelRules()) expect([etiqueta, es.get(etiqueta)]).toEqual([etiqueta, NOMES_ETIQUETAS_ES[etiqueta]]);
    expect(es.get('corrección de erros')).toBe('corrección de errores');
    expect(es.get('educación infantil')).toBe('educación infantil');
    expect(es.get('axuda no fogar')).toBe('ayuda a domicilio');
    expect(es.get('praias')).toBe('praias');
  });

  it.each([
    ['axuda no fogar', 'ayuda a domicilio'],
    ['axuda no fogar', 'Ayuda a Domicilio'],
    ['corrección de erros', 'corrección de errores'],
    ['praias', 'PRAIAS'],
  ])('?etiquetaBusqueda= finds the same competitions by the Galician name "%s" and the Spanish "%s"', async (gl, es) => {
    const byName = async (name: string) => {
      const r = await t.app.inject({ url: `/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=${encodeURIComponent(name)}` });
      expect(r.statusCode).toBe(200);
      return (r.json() as { uuid: string }[]).map((o) => o.uuid);
    };
    const found = await byName(gl);
    expect(found).toHaveLength(1);
    expect(await byName(es)).toEqual(found);
  });
});
