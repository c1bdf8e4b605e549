import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeitosDoTexto, Galego, Grupo, NivelTitulacion, PostoConvocado, PrazoLido, Prazas, SistemaSeleccion, TipoPersoal } from 'shared/contract';
import { lerFeitos } from '../feitos/index.js';
import { corpusDir } from './evaluacion.js';

/** The facts a careful reader labelled for one body: plain values, a fact the body does not state left out. */
export interface EtiquetaFeitos {
  posto?: { nome: string };
  /** The posts of a call of several (sets from textos-dev12 on label them; in older sets, absent says nothing). */
  postos?: Pick<PostoConvocado, 'nome' | 'prazas' | 'grupo'>[];
  prazas?: Prazas;
  grupo?: Grupo;
  tipoPersoal?: TipoPersoal;
  sistema?: SistemaSeleccion;
  bolsa?: boolean;
  titulacion?: { nivel: NivelTitulacion; nome?: string };
  galego?: Galego;
  carne?: string[];
  idade?: { minima?: number; maxima?: number };
  taxa?: number;
  sedeElectronica?: string;
  prazo?: PrazoLido;
  datasExame?: string[];
}

/** One labelled body of corpus/textos/*.json, written apart from the extraction rules. */
export interface TextoEtiquetado {
  id: string;
  bop: string;
  fecha: string;
  organizacion: string;
  titulo: string;
  lingua: 'gl' | 'es';
  tipo: string;
  texto: string;
  feitos: EtiquetaFeitos;
}

export const MEDIDAS = ['posto', 'postos', 'prazas', 'grupo', 'tipoPersoal', 'sistema', 'bolsa', 'titulacion', 'titulacion.nome', 'galego', 'carne', 'idade', 'taxa',
  'sedeElectronica', 'prazo', 'datasExame'] as const;
export type Medida = (typeof MEDIDAS)[number];

export function dirTextos(): string {
  return join(corpusDir(), 'textos');
}

/** Every item of every JSON file of corpus/textos (a file holds an array, or an object with `items`). */
export function cargarTextos(dir = dirTextos()): TextoEtiquetado[] {
  if (!existsSync(dir)) return [];
  const out: TextoEtiquetado[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as TextoEtiquetado[] | { items: TextoEtiquetado[] };
    out.push(...(Array.isArray(data) ? data : data.items));
  }
  return out;
}

// ---- comparing a reading with its label ------------------------------------------------------------------------

/** A post's name folded: case, accents, gender endings ("/a", "(a)", "/as") and spacing ignored. */
export function dobrarPosto(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/\s*\/\s*(?:a|as|os|o|ra|ras)\b|\((?:a|as|os|o)\)/g, '').replace(/[.,;:]+$/, '').replace(/\s+/g, ' ').trim();
}
/**
 * A named degree folded as a post, and the words joining a title to its older equivalent ignored: "Grao en X ou do
 * título de diplomado en X", "Grao en X, ou diplomado en X" and "Grao en X ou diplomado en X" name the same titles.
 */
export function dobrarTitulo(s: string): string {
  return dobrarPosto(s).replace(/,?\s+(?:ou|o|u)\s+(?:(?:de|do|da|del)\s+)?(?:titulo\s+(?:oficial\s+)?(?:de\s+|do\s+|da\s+)?)?/g, ' ou ');
}
const url = (s: string) => s.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/[/.]+$/, '');
/** A list of posts compared in its printed order: each name folded, its places and group. */
const listaPostos = (xs: Pick<PostoConvocado, 'nome' | 'prazas' | 'grupo'>[]) => xs.map((p) => `${dobrarPosto(p.nome)}|${p.prazas ?? ''}|${p.grupo ?? ''}`).join(' ; ');
const carne = (xs: string[]) => [...new Set(xs.map((x) => x.toUpperCase().replace(/[\s+]/g, '')))].sort().join(',');
const igualObx = (a: object | undefined, b: object | undefined): boolean => {
  if (!a || !b) return a === b;
  const ka = Object.entries(a).filter(([, v]) => v !== undefined && v !== null);
  const kb = Object.entries(b).filter(([, v]) => v !== undefined && v !== null);
  return ka.length === kb.length && ka.every(([k, v]) => (b as Record<string, unknown>)[k] === v);
};

/** The plain value read for one measure, and the label's; `undefined` when absent. */
function valores(m: Medida, lido: FeitosDoTexto, etiqueta: EtiquetaFeitos): [unknown, unknown] {
  switch (m) {
    case 'posto': return [lido.posto && dobrarPosto(lido.posto.valor.nome), etiqueta.posto && dobrarPosto(etiqueta.posto.nome)];
    case 'postos': return [lido.postos && listaPostos(lido.postos.valor), etiqueta.postos?.length ? listaPostos(etiqueta.postos) : undefined];
    case 'titulacion': return [lido.titulacion?.valor.nivel, etiqueta.titulacion?.nivel];
    case 'titulacion.nome': return [lido.titulacion?.valor.nome && dobrarTitulo(lido.titulacion.valor.nome), etiqueta.titulacion?.nome && dobrarTitulo(etiqueta.titulacion.nome)];
    case 'carne': return [lido.carne && carne(lido.carne.valor), etiqueta.carne && etiqueta.carne.length ? carne(etiqueta.carne) : undefined];
    case 'sedeElectronica': return [lido.sedeElectronica && url(lido.sedeElectronica.valor), etiqueta.sedeElectronica && url(etiqueta.sedeElectronica)];
    case 'datasExame': {
      const a = lido.datasExame?.map((d) => d.valor);
      const b = etiqueta.datasExame;
      return [a?.length ? [...new Set(a)].sort().join(',') : undefined, b?.length ? [...new Set(b)].sort().join(',') : undefined];
    }
    case 'taxa': return [lido.taxa?.valor, etiqueta.taxa];
    default: return [(lido[m] as { valor: unknown } | undefined)?.valor, etiqueta[m]];
  }
}

function igual(m: Medida, a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (m === 'taxa') return Math.abs((a as number) - (b as number)) < 0.005;
  if (typeof a === 'object') return igualObx(a as object, b as object);
  return a === b;
}

export interface Acerto { ok: number; total: number }
export interface ErroTexto { id: string; bop: string; medida: Medida; esperado: unknown; lido: unknown; cita?: string }
export interface AvaliacionTextos {
  items: number;
  porMedida: Map<Medida, Acerto>;
  porFonte: Map<string, Map<Medida, Acerto>>;
  erros: ErroTexto[];
}

const novaTaboa = () => new Map<Medida, Acerto>(MEDIDAS.map((m) => [m, { ok: 0, total: 0 }]));

/**
 * Accuracy per fact: the items where the reading equals the label (present or absent alike) over all items; per
 * source too. The post compares folded; the qualification's level and its named degree are measures of their own.
 */
export function avaliarTextos(items: TextoEtiquetado[]): AvaliacionTextos {
  const porMedida = novaTaboa();
  const porFonte = new Map<string, Map<Medida, Acerto>>();
  const erros: ErroTexto[] = [];
  // the list of posts is measured only in sets that label it (an older set's silence is no label)
  const conPostos = items.some((i) => i.feitos?.postos);
  for (const item of items) {
    const lido = lerFeitos(item.texto, { bop: item.bop, titulo: item.titulo, tipo: item.tipo, fecha: item.fecha });
    if (!porFonte.has(item.bop)) porFonte.set(item.bop, novaTaboa());
    const fonte = porFonte.get(item.bop)!;
    for (const m of MEDIDAS) {
      if (m === 'postos' && !conPostos) continue;
      const [a, b] = valores(m, lido, item.feitos ?? {});
      const ok = igual(m, a, b);
      for (const t of [porMedida.get(m)!, fonte.get(m)!]) {
        t.total++;
        if (ok) t.ok++;
      }
      if (!ok) {
        const k = (m === 'titulacion.nome' ? 'titulacion' : m) as keyof FeitosDoTexto;
        const f = lido[k];
        erros.push({ id: item.id, bop: item.bop, medida: m, esperado: b, lido: a, cita: Array.isArray(f) ? f.map((x) => x.cita).join(' | ') : f?.cita });
      }
    }
  }
  return { items: items.length, porMedida, porFonte, erros };
}

export const precision = (a: Acerto): number => (a.total ? a.ok / a.total : 0);

/** The lines `npm run eval` prints: one row per fact, one column per source. */
export function informeTextos(r: AvaliacionTextos): string[] {
  const fontes = [...r.porFonte.keys()].sort();
  const abbr = (s: string) => s.replace(/^BOP /, '').slice(0, 10);
  const lines = [`${'fact'.padEnd(16)} ${'all'.padStart(6)}  ${fontes.map((f) => abbr(f).padStart(10)).join(' ')}`];
  for (const m of MEDIDAS) {
    if (!r.porMedida.get(m)!.total) continue;
    lines.push(`${m.padEnd(16)} ${precision(r.porMedida.get(m)!).toFixed(3).padStart(6)}  ${fontes.map((f) => precision(r.porFonte.get(f)!.get(m)!).toFixed(3).padStart(10)).join(' ')}`);
  }
  lines.push(`${'items'.padEnd(16)} ${String(r.items).padStart(6)}  ${fontes.map((f) => String(r.porFonte.get(f)!.get('posto')!.total).padStart(10)).join(' ')}`);
  return lines;
}
