import type { Fase, FeitosDoTexto, Feito, ProcesoOposicion } from 'shared/contract';
import { loadDemoDataIfEmpty } from '../../demo/demo.js';
import { databases, testApp } from '../../test/harness.js';

const NOW = () => new Date('2026-03-14T11:00:00+01:00');
/** The kinds of edict that open a process: a call with its bases, its extract, a job pool's call. */
const CHAMADAS = ['convocatoria_bases', 'extracto_convocatoria', 'bolsa_emprego', 'listas_contratacion'];
/** A text without its spacing: a quote joins the lines (and sentences) a bulletin broke. */
const plano = (s: string) => s.replace(/\s+/g, '');

describe.each(databases)('the facts of the demo processes, as the process page reads them, on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    await loadDemoDataIfEmpty(t.app.services);
  }, 180_000);
  afterAll(() => t.close());

  it('every shown process built from a call has its facts, each quoting a sentence of the text of one of its own edicts', async () => {
    const procesos = await t.db.query<{ url_amigable: string }>(
      `SELECT DISTINCT p.url_amigable FROM proceso_oposicion p JOIN fase f ON f.proceso_uuid = p.uuid JOIN opo o ON o.uuid = f.opo_uuid
       WHERE p.proceso_mostrable AND o.tipo_edicto = ANY($1::text[]) ORDER BY 1`, [CHAMADAS]);
    expect(procesos.length).toBeGreaterThanOrEqual(30);
    // What an edict says: its body, and its title as the bulletin printed it (in both languages when it has two).
    const textos = new Map((await t.db.query<{ opo_uuid: string; texto: string }>(
      `SELECT t.opo_uuid, concat_ws(' ', e.titulo, e.titulo_alternativo, t.texto) AS texto
       FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid JOIN edicto e ON e.uuid = o.edicto_uuid WHERE t.estado = 'ok'`))
      .map((r) => [r.opo_uuid, plano(r.texto)]));
    for (const { url_amigable: slug } of procesos) {
      const res = await t.app.inject({ url: `/api/v1/opos/ver/procesoOposicion?urlAmigable=${encodeURIComponent(slug)}&ampliado=true` });
      expect(res.statusCode).toBe(200);
      const p = res.json() as ProcesoOposicion;
      const feitos = p.feitos as FeitosDoTexto;
      const lista = Object.entries(feitos).flatMap(([k, v]) => (k === 'datasExame' ? (v as Feito<string>[]) : [v as Feito<unknown>]));
      expect({ slug, feitos: lista.length > 0 }).toEqual({ slug, feitos: true });
      const edictos = new Set(p.procesosOposicionesList.map((f: Fase) => f.uuidOpo).filter(Boolean));
      for (const f of lista) {
        // The page links the fact to its edict: one of the phases of the same process.
        expect({ slug, edicto: edictos.has(f.edicto!) }).toEqual({ slug, edicto: true });
        expect(f.cita.trim().length).toBeGreaterThan(3);
        expect({ slug, cita: f.cita, noTexto: textos.get(f.edicto!)?.includes(plano(f.cita)) }).toEqual({ slug, cita: f.cita, noTexto: true });
      }
    }
  });
});
