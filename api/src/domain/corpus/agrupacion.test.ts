import { join } from 'node:path';
import { corpusDir } from './evaluacion.js';
import { avaliarAgrupacion, cargarProcesos } from './procesosEval.js';
import { avaliarAgrupacionInedita, cargarAgrupacion } from './agrupacionEval.js';

describe('process grouping on months written apart from the rules (issue 21, npm run eval)', () => {
  const conxunto = cargarAgrupacion();
  const r = avaliarAgrupacionInedita(conxunto);

  it('holds at least 60 processes over several months and every source, with look-alike pairs and stated deadlines', () => {
    expect(conxunto.length).toBeGreaterThanOrEqual(60);
    const bops = new Set(conxunto.flatMap((p) => p.edictos.map((e) => e.bop)));
    expect([...bops].sort()).toEqual(['BOE', 'BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'DOG']);
    expect(new Set(conxunto.flatMap((p) => p.edictos.map((e) => e.fecha.slice(0, 7)))).size).toBeGreaterThanOrEqual(6);
    expect(r.parecidos).toBeGreaterThanOrEqual(10);
    expect(r.prazos.total).toBeGreaterThanOrEqual(13);
  });

  it('puts together the edicts of one process and keeps two processes apart: pairwise precision and recall ≥ 0.95', () => {
    expect({ precision: r.precision >= 0.95, recall: r.recall >= 0.95 }).toEqual({ precision: true, recall: true });
  });

  it('computes the application deadline exact to the day for ≥ 0.95 of the processes whose texts state a period', () => {
    expect(r.prazos.exactos / r.prazos.total).toBeGreaterThanOrEqual(0.95);
  });

  it('still scores ≥ 0.95 on the older hand-written set', () => {
    const old = avaliarAgrupacion(cargarProcesos());
    expect(old.precision).toBeGreaterThanOrEqual(0.95);
    expect(old.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('the second set written apart from the rules (corpus/agrupacion2, issue 22) is well formed', () => {
  const conxunto = cargarAgrupacion(join(corpusDir(), 'agrupacion2'));
  const edictos = conxunto.flatMap((p) => p.edictos);
  const allowedBops = ['BOE', 'BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'DOG'];

  it('holds at least 60 processes and 200 edicts over every source, in months agrupacion does not use', () => {
    expect(conxunto.length).toBeGreaterThanOrEqual(60);
    expect(edictos.length).toBeGreaterThanOrEqual(200);
    expect([...new Set(edictos.map((e) => e.bop))].sort()).toEqual(allowedBops);
    expect(edictos.filter((e) => e.fecha < '2026-11-01' || e.fecha > '2027-09-30').map((e) => e.id)).toEqual([]);
  });

  it('has unique ids, classes of the right size, symmetric look-alikes and a stated deadline as a date', () => {
    const ids = edictos.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(conxunto.map((p) => p.proceso)).size).toBe(conxunto.length);
    const byId = new Map(conxunto.map((p) => [p.proceso, p]));
    const bad = conxunto.filter((p) =>
      (p.clase === 'solo' && p.edictos.length !== 1) ||
      (p.clase === 'multi' && (p.edictos.length < 3 || p.edictos.length > 6)) ||
      (p.clase === 'parecido' && (!p.parecidoA?.length || p.parecidoA.some((o) => !byId.get(o)?.parecidoA?.includes(p.proceso)))) ||
      p.edictos.some((e) => !e.id.startsWith(`${p.proceso}#`) || !allowedBops.includes(e.bop) || !e.titulo || !e.organizacion || !e.texto || (e.bop === 'BOP Ourense') !== Boolean(e.tituloAlternativo)) ||
      (p.prazo !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(p.prazo.ultimoDia)));
    expect(bad.map((p) => p.proceso)).toEqual([]);
    expect(conxunto.filter((p) => p.prazo).length).toBeGreaterThanOrEqual(13);
  });
});
