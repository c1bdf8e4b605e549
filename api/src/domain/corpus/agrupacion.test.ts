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
