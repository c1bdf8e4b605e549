import type { Feito, FeitosDoTexto } from 'shared/contract';

/** The facts read from one edict of a process, with what places it among the others. */
export interface FeitosDeEdicto {
  /** The competition's uuid, kept on every fact taken from it. */
  edicto?: string;
  /** The edict's kind (clasificador.ts). */
  tipo: string;
  /** Publication day, YYYY-MM-DD. */
  fecha: string;
  feitos: FeitosDoTexto;
}

/** Which edict speaks first for a process: the bases, then the extract, then a pool's call, then the rest. */
const ORDE_TIPO: Record<string, number> = { convocatoria_bases: 0, extracto_convocatoria: 1, bolsa_emprego: 2, oep: 4 };
const rango = (tipo: string) => ORDE_TIPO[tipo] ?? 3;

type Chave = Exclude<keyof FeitosDoTexto, 'datasExame'>;
const CHAVES: Chave[] = ['posto', 'postos', 'prazas', 'grupo', 'tipoPersoal', 'sistema', 'bolsa', 'titulacion', 'galego', 'carne', 'idade', 'taxa', 'sedeElectronica', 'prazo'];

/** Two values are the same fact when they say the same (a post's name compared folded, without gender endings). */
function clave(k: Chave, v: unknown): string {
  if (k === 'posto') return (v as { nome: string }).nome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\/\s*[ao]s?\b|\([ao]s?\)/g, '').replace(/\s+/g, ' ').trim();
  if (k === 'carne') return [...(v as string[])].sort().join(',');
  return JSON.stringify(v);
}

const con = <T>(f: Feito<T>, edicto: string | undefined, confianza = f.confianza): Feito<T> => ({ ...f, ...(edicto ? { edicto } : {}), confianza });

/**
 * The facts of a process from its edicts' facts: each fact from the edict that opens the process (bases, then
 * extract, then pool call; the earliest first among equals), filled from the later edicts where the opening ones are
 * silent; a correction that states another value wins with its own quote; exam dates joined from all. Each fact keeps
 * the edict it came from. A later edict that disagrees without being a correction lowers the confidence.
 */
export function feitosDoProceso(edictos: FeitosDeEdicto[]): FeitosDoTexto {
  const xerais = edictos.filter((e) => e.tipo !== 'correccion').sort((a, b) => rango(a.tipo) - rango(b.tipo) || a.fecha.localeCompare(b.fecha));
  const correccions = edictos.filter((e) => e.tipo === 'correccion').sort((a, b) => a.fecha.localeCompare(b.fecha));
  const out: FeitosDoTexto = {};
  const put = <K extends Chave>(k: K, f: NonNullable<FeitosDoTexto[K]>) => {
    (out as Record<K, FeitosDoTexto[K]>)[k] = f;
  };
  for (const k of CHAVES) {
    const con_ = xerais.filter((e) => e.feitos[k]);
    if (!con_.length) continue;
    const primeiro = con_[0];
    const f = primeiro.feitos[k] as Feito<unknown>;
    const desacordo = con_.slice(1).some((e) => clave(k, (e.feitos[k] as Feito<unknown>).valor) !== clave(k, f.valor));
    put(k, con(f, primeiro.edicto, desacordo ? Math.max(0.2, Math.round((f.confianza - 0.1) * 100) / 100) : f.confianza) as never);
  }
  // No edict says whether the process is a pool (its call was not read, only later steps): steps that count the places
  // they belong to ("proceso selectivo de dúas prazas de…") are of a process that fills posts. A pool's steps name the
  // pool ("lista de admitidos na bolsa de…") and say so themselves. A step whose own text counts "N prazas de…" says
  // "no pool" itself (clasificacion.ts); this also covers steps whose places were read from other wordings.
  if (!out.bolsa) {
    const conPrazas = xerais.find((e) => e.tipo !== 'oep' && e.feitos.prazas);
    if (conPrazas) out.bolsa = con({ valor: false, cita: conPrazas.feitos.prazas!.cita, confianza: Math.min(0.5, conPrazas.feitos.prazas!.confianza) }, conPrazas.edicto);
  }
  for (const c of correccions) {
    for (const k of CHAVES) {
      const f = c.feitos[k] as Feito<unknown> | undefined;
      if (!f) continue;
      const actual = out[k] as Feito<unknown> | undefined;
      if (!actual || clave(k, actual.valor) !== clave(k, f.valor)) put(k, con(f, c.edicto) as never);
    }
  }
  const datas = new Map<string, Feito<string>>();
  for (const e of [...edictos].sort((a, b) => a.fecha.localeCompare(b.fecha))) {
    for (const d of e.feitos.datasExame ?? []) if (!datas.has(d.valor)) datas.set(d.valor, con(d, e.edicto));
  }
  if (datas.size) out.datasExame = [...datas.values()].sort((a, b) => a.valor.localeCompare(b.valor));
  return out;
}
