import { citasDaOferta, contarConvocadas, unirOfertasRepetidas, type OfertaContada, type OfertaParaContar, type PostoContado, type ProcesoParaOep } from '../oep.js';
import { CORPOS, HOXE, type ClaseConvocatoria, type CorpoEtiquetado, type LiñaOferta, type ProcesoEtiquetado } from './oep-convocatorias/corpos.js';

/**
 * Places of offers called by later processes (issue 24), scored against the hand-counted set corpus/oep-convocatorias
 * (written apart from the matching rules). Pure: builds the inputs as the OEP route does (offers published twice
 * joined by `unirOfertasRepetidas`, each process's cited offers read by `anosOepCitados` from its title and texts),
 * runs `contarConvocadas` per body and compares: offer lines whose called places are exact, offers whose totals
 * (approved, called, pending) are exact, last days exact; and, per process, whether it was put on the lines counted by
 * hand (tallied by the process's classes).
 */

export interface DesacordoLiña {
  corpo: string;
  oferta: string;
  liña: string;
  posto: string;
  aprobadas: number;
  esperadas: number;
  obtidas: number;
  /** The calls counted on it by hand and by the function ("id ×places"). */
  porMan: string[];
  polaFuncion: string[];
}
export interface DesacordoProceso {
  corpo: string;
  proceso: string;
  clases: ClaseConvocatoria[];
  esperado: string[];
  obtido: string[];
  anosCitados: number[];
}
export interface AvaliacionConvocatorias {
  corpos: number;
  ofertas: number;
  liñas: number;
  procesos: number;
  liñasExactas: number;
  ofertasExactas: number;
  prazosExactos: number;
  /** Processes put on exactly the lines they go on by hand (none for those that count nowhere). */
  procesosExactos: number;
  porClase: Map<ClaseConvocatoria, { total: number; exactos: number }>;
  liñasErradas: DesacordoLiña[];
  procesosErrados: DesacordoProceso[];
  /** Offers expected and not returned, returned and not expected, wrong totals or last days. */
  erros: string[];
}

/** The process as the route's `procesoParaOep` gives it. */
export function procesoDaEtiqueta(p: ProcesoEtiquetado): ProcesoParaOep {
  return {
    urlAmigable: p.id, titulo: p.titulo, inicio: p.inicio, posto: p.posto, grupo: p.grupo, persoal: p.persoal, quenda: p.quenda,
    prazas: p.prazas, temporal: p.temporal, ...citasDaOferta([p.titulo, ...p.textos]),
  };
}

const postoLido = (l: LiñaOferta) => ({ posto: l.posto, grupo: l.grupo, persoal: l.persoal, quenda: l.quenda, prazas: l.prazas, cita: l.cita });

/** The function's output line that is the labelled line `l` (same position, checked by post and clause; else by clause). */
function liñaObtida(o: OfertaContada, l: LiñaOferta, i: number): PostoContado | undefined {
  const p = o.postos[i];
  if (p && p.posto === l.posto && p.cita === l.cita && p.prazas === l.prazas) return p;
  return o.postos.find((x) => x.cita === l.cita && x.posto === l.posto && x.prazas === l.prazas);
}

export function avaliarOepConvocatorias(corpos: CorpoEtiquetado[] = CORPOS, hoxe: string = HOXE): AvaliacionConvocatorias {
  const r: AvaliacionConvocatorias = {
    corpos: corpos.length, ofertas: 0, liñas: 0, procesos: 0, liñasExactas: 0, ofertasExactas: 0, prazosExactos: 0, procesosExactos: 0,
    porClase: new Map(), liñasErradas: [], procesosErrados: [], erros: [],
  };
  for (const c of corpos) {
    const entrada: OfertaParaContar[] = [
      ...c.ofertas.map((o) => ({ id: o.id, ano: o.ano, publicada: o.publicada, postos: o.liñas.map(postoLido) })),
      ...(c.repetidas ?? []).map((o) => ({ id: o.id, ano: o.ano, publicada: o.publicada, postos: o.liñas.map(postoLido) })),
    ];
    const procesos = c.procesos.map(procesoDaEtiqueta);
    const contadas = contarConvocadas(unirOfertasRepetidas(entrada), procesos, hoxe);
    const porId = new Map(contadas.map((o) => [o.id, o]));
    for (const o of contadas) if (!c.ofertas.some((e) => e.id === o.id)) r.erros.push(`${c.chave}: offer ${o.id} returned (expected joined to another or absent)`);
    // line id → process ids put on it by the function
    const obtidoPorProceso = new Map<string, Set<string>>();
    for (const o of c.ofertas) {
      r.ofertas += 1;
      const got = porId.get(o.id);
      if (!got) {
        r.erros.push(`${c.chave}: offer ${o.id} not returned`);
        r.liñas += o.liñas.length;
        continue;
      }
      if (got.prazoLimite === o.prazoLimite) r.prazosExactos += 1;
      else r.erros.push(`${c.chave}: ${o.id} last day ${got.prazoLimite}, by hand ${o.prazoLimite}`);
      if (got.aprobadas === o.aprobadas && got.convocadas === o.convocadas && got.pendentes === o.pendentes) r.ofertasExactas += 1;
      else r.erros.push(`${c.chave}: ${o.id} totals approved/called/pending ${got.aprobadas}/${got.convocadas}/${got.pendentes}, by hand ${o.aprobadas}/${o.convocadas}/${o.pendentes}`);
      o.liñas.forEach((l, i) => {
        r.liñas += 1;
        const g = liñaObtida(got, l, i);
        const porMan = c.procesos.filter((p) => p.conta[l.id]).map((p) => `${p.id} ×${p.conta[l.id]}`);
        const polaFuncion = (g?.convocatorias ?? []).map((cv) => `${cv.urlAmigable} ×${cv.prazas ?? '?'} (${cv.por})`);
        for (const cv of g?.convocatorias ?? []) {
          if (!obtidoPorProceso.has(cv.urlAmigable)) obtidoPorProceso.set(cv.urlAmigable, new Set());
          obtidoPorProceso.get(cv.urlAmigable)!.add(l.id);
        }
        if (g && g.convocadas === l.convocadas && g.pendentes === l.pendentes) r.liñasExactas += 1;
        else r.liñasErradas.push({ corpo: c.chave, oferta: o.id, liña: l.id, posto: l.posto, aprobadas: l.prazas, esperadas: l.convocadas, obtidas: g ? g.convocadas : -1, porMan, polaFuncion });
      });
    }
    for (const p of c.procesos) {
      r.procesos += 1;
      const esperado = Object.keys(p.conta).filter((k) => p.conta[k] > 0).sort();
      const obtido = [...(obtidoPorProceso.get(p.id) ?? [])].sort();
      const exacto = esperado.length === obtido.length && esperado.every((k, i) => k === obtido[i]);
      if (exacto) r.procesosExactos += 1;
      else r.procesosErrados.push({ corpo: c.chave, proceso: p.id, clases: p.clases, esperado, obtido, anosCitados: procesoDaEtiqueta(p).anosCitados });
      for (const k of p.clases) {
        const t = r.porClase.get(k) ?? { total: 0, exactos: 0 };
        t.total += 1;
        if (exacto) t.exactos += 1;
        r.porClase.set(k, t);
      }
    }
  }
  return r;
}

/** The lines `npm run eval` prints (with `errors`, every disagreement). */
export function informeConvocatorias(r: AvaliacionConvocatorias, errors = false): string[] {
  const out = [
    `  ${r.corpos} bodies, ${r.ofertas} offers, ${r.liñas} lines, ${r.procesos} processes: lines with called places exact ${r.liñasExactas}/${r.liñas}; offers with totals exact ${r.ofertasExactas}/${r.ofertas}; last days exact ${r.prazosExactos}/${r.ofertas}; processes put on the right lines ${r.procesosExactos}/${r.procesos}`,
    `  per class of call (processes right/total): ${[...r.porClase].sort((a, b) => a[0].localeCompare(b[0])).map(([k, v]) => `${k} ${v.exactos}/${v.total}`).join(', ')}`,
  ];
  if (errors) {
    for (const l of r.liñasErradas) out.push(`  line ${l.liña} «${l.posto}» (${l.aprobadas} approved): called ${l.obtidas}, by hand ${l.esperadas}\n      by hand: ${l.porMan.join(', ') || '—'}\n      function: ${l.polaFuncion.join(', ') || '—'}`);
    for (const p of r.procesosErrados) out.push(`  process ${p.proceso} [${p.clases.join(', ')}] cites ${JSON.stringify(p.anosCitados)}: on ${p.obtido.join(', ') || 'nothing'}, by hand ${p.esperado.join(', ') || 'nothing'}`);
    for (const e of r.erros) out.push(`  ${e}`);
  }
  return out;
}
