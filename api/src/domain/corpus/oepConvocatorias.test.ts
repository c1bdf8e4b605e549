import { CORPOS, HOXE } from './oep-convocatorias/corpos.js';

/**
 * The hand-counted set of places called against offers (corpus/oep-convocatorias, issue 24) is well formed. Its score
 * is reported by `npm run eval` and is not asserted here.
 */
const DATA = /^\d{4}-\d{2}-\d{2}$/;
const valida = (d: string) => DATA.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

describe('hand-counted places called against offers (corpus/oep-convocatorias)', () => {
  const ofertas = CORPOS.flatMap((c) => c.ofertas);
  const liñas = ofertas.flatMap((o) => o.liñas);
  const procesos = CORPOS.flatMap((c) => c.procesos);

  it('holds at least 12 bodies, each with 1–3 offers of 2021–2025 and 4–10 later processes', () => {
    expect(CORPOS.length).toBeGreaterThanOrEqual(12);
    for (const c of CORPOS) {
      expect({ corpo: c.chave, ofertas: c.ofertas.length >= 1 && c.ofertas.length <= 3, procesos: c.procesos.length >= 4 && c.procesos.length <= 10 })
        .toEqual({ corpo: c.chave, ofertas: true, procesos: true });
    }
    expect(ofertas.every((o) => o.ano >= 2021 && o.ano <= 2025)).toBe(true);
    expect(ofertas.some((o) => o.estabilizacion)).toBe(true);
  });

  it('gives every body, offer, line and process a unique id', () => {
    const ids = [...CORPOS.map((c) => c.chave), ...ofertas.map((o) => o.id), ...CORPOS.flatMap((c) => c.repetidas ?? []).map((o) => o.id), ...liñas.map((l) => l.id), ...procesos.map((p) => p.id)];
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('counts pending = approved − called on every line, never negative, and offer totals as the sums of their lines', () => {
    for (const l of liñas) {
      expect({ id: l.id, pendentes: l.pendentes, nonNegativo: l.convocadas >= 0 && l.pendentes >= 0 }).toEqual({ id: l.id, pendentes: l.prazas - l.convocadas, nonNegativo: true });
    }
    for (const o of ofertas) {
      const suma = (f: (l: (typeof o.liñas)[number]) => number) => o.liñas.reduce((s, l) => s + f(l), 0);
      expect({ id: o.id, aprobadas: o.aprobadas, convocadas: o.convocadas, pendentes: o.pendentes })
        .toEqual({ id: o.id, aprobadas: suma((l) => l.prazas), convocadas: suma((l) => l.convocadas), pendentes: suma((l) => l.pendentes) });
    }
  });

  it('agrees with itself: each line called = the places the processes are counted on it by hand, within the body', () => {
    for (const c of CORPOS) {
      const propias = new Set(c.ofertas.flatMap((o) => o.liñas.map((l) => l.id)));
      for (const p of c.procesos) {
        for (const [id, n] of Object.entries(p.conta)) expect({ proceso: p.id, liña: id, dunhaOferta: propias.has(id), n: n > 0 }).toEqual({ proceso: p.id, liña: id, dunhaOferta: true, n: true });
        const total = Object.values(p.conta).reduce((s, n) => s + n, 0);
        expect({ proceso: p.id, alomais: total <= (p.prazas ?? 0) }).toEqual({ proceso: p.id, alomais: true });
        if (p.temporal) expect({ proceso: p.id, conta: p.conta }).toEqual({ proceso: p.id, conta: {} });
      }
      for (const l of c.ofertas.flatMap((o) => o.liñas)) {
        expect({ liña: l.id, convocadas: l.convocadas }).toEqual({ liña: l.id, convocadas: c.procesos.reduce((s, p) => s + (p.conta[l.id] ?? 0), 0) });
      }
    }
  });

  it('has valid dates: a last day after its publication, processes started by the day the set is counted', () => {
    for (const o of ofertas) expect({ id: o.id, ok: valida(o.publicada) && valida(o.prazoLimite) && o.prazoLimite > o.publicada }).toEqual({ id: o.id, ok: true });
    for (const p of procesos) expect({ id: p.id, ok: valida(p.inicio) && p.inicio <= HOXE }).toEqual({ id: p.id, ok: true });
    for (const c of CORPOS) for (const r of c.repetidas ?? []) expect(c.ofertas.some((o) => o.id === r.de && o.publicada < r.publicada && o.ano === r.ano)).toBe(true);
  });

  it('has the kinds of call the brief asks for', () => {
    const clases = new Set(procesos.flatMap((p) => p.clases));
    for (const k of ['cita-ano', 'cita-boletin', 'sen-cita', 'outro-posto', 'bolsa', 'dous-anos', 'mais-prazas', 'promocion-interna', 'estabilizacion'] as const) expect(clases.has(k)).toBe(true);
  });
});
