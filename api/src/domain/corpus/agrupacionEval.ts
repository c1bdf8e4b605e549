import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyEdict, JOB_KINDS, type TipoEdicto } from '../clasificador.js';
import { lerFeitos } from '../feitos/index.js';
import { abrePrazo, prazoDoProceso } from '../prazoDoProceso.js';
import { agrupar, sedeDoEdicto, type EdictoDeProceso } from '../procesos.js';
import { corpusDir } from './evaluacion.js';

/**
 * The grouping evaluation of issue 21 on `corpus/agrupacion/*.json`: processes over several months and every source,
 * written apart from the rules (see its README). Every edict goes the way ingestion takes it: the classifier reads its
 * title (an edict it does not keep as a job step is lost to its process), the facts are read from its text, then
 * `agrupar` groups the whole set in date order. Measured as a visitor sees it: pairwise precision and recall of "same
 * process", labelled processes split in two or more, groups mixing two labelled processes, look-alike pairs merged,
 * and the application deadline of each process whose texts state a period, exact to the day.
 */

/** An edict of the set as its author wrote it: what ingestion knows of it before the facts are read. */
type EdictoEtiquetado = Omit<EdictoDeProceso, 'feitos'>;

export interface ProcesoDoConxunto {
  proceso: string;
  clase: 'multi' | 'solo' | 'parecido';
  parecidoA?: string[];
  edictos: EdictoEtiquetado[];
  prazo?: { ultimoDia: string; calculo: string };
}

export function cargarAgrupacion(dir = join(corpusDir(), 'agrupacion')): ProcesoDoConxunto[] {
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ProcesoDoConxunto[]);
}

export interface ResultadoAgrupacion {
  procesos: number;
  edictos: number;
  precision: number;
  recall: number;
  /** Labelled processes of two or more edicts whose edicts ended in more than one group (or were lost). */
  divididos: string[];
  /** Groups holding edicts of two or more labelled processes, and how many groups of two or more edicts there are. */
  mesturas: string[][];
  grupos: number;
  /** Look-alike pairs (a, b) with an edict of each in one group. */
  parecidosXuntos: [string, string][];
  parecidos: number;
  /** Deadlines: exact / stated, and the misses. */
  prazos: { exactos: number; total: number; fallos: { proceso: string; esperado: string; obtido: string | null; texto: string }[] };
  /** Edicts the classifier did not keep as a job step. */
  perdidos: string[];
  /** Pairwise figures per source of the edicts. */
  porFonte: Map<string, { precision: number; recall: number }>;
}

const pairs = (ids: string[]) => ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b] as const));

export function avaliarAgrupacionInedita(conxunto: ProcesoDoConxunto[]): ResultadoAgrupacion {
  const label = new Map<string, string>();
  const bopOf = new Map<string, string>();
  const edictos: EdictoDeProceso[] = [];
  const perdidos: string[] = [];
  for (const p of conxunto) {
    for (const e of p.edictos) {
      label.set(e.id, p.proceso);
      bopOf.set(e.id, e.bop);
      const c = classifyEdict({ bop: e.bop, titulo: e.titulo, tituloAlternativo: e.tituloAlternativo, organizacion: e.organizacion, texto: e.texto });
      if (!c.emprego || c.decision === 'descartar' || !(JOB_KINDS as readonly string[]).includes(c.tipo)) {
        perdidos.push(e.id);
        continue;
      }
      const feitos = e.texto ? lerFeitos(e.texto, { bop: e.bop, titulo: e.titulo, tipo: c.tipo, fecha: e.fecha }) : undefined;
      edictos.push({ id: e.id, bop: e.bop, fecha: e.fecha, titulo: e.titulo, tituloAlternativo: e.tituloAlternativo, organizacion: e.organizacion, tipo: c.tipo, texto: e.texto, feitos });
    }
  }
  const grupos = agrupar(edictos);
  const group = new Map<string, number>();
  grupos.forEach((g, i) => g.edictos.forEach((e) => group.set(e.id, i)));
  // a lost edict is a group of its own
  perdidos.forEach((id, i) => group.set(id, -1 - i));

  const score = (ids: string[]) => {
    let together = 0, same = 0, both = 0;
    for (const [a, b] of pairs(ids)) {
      const s = label.get(a) === label.get(b);
      const t = group.get(a) === group.get(b);
      if (s) same++;
      if (t) together++;
      if (s && t) both++;
    }
    return { precision: together ? both / together : 1, recall: same ? both / same : 1 };
  };
  const all = [...label.keys()];
  const overall = score(all);
  const porFonte = new Map<string, { precision: number; recall: number }>();
  // per source: the pairs with at least one edict of that source
  for (const bop of [...new Set(bopOf.values())].sort()) {
    let together = 0, same = 0, both = 0;
    for (const [a, b] of pairs(all)) {
      if (bopOf.get(a) !== bop && bopOf.get(b) !== bop) continue;
      const s = label.get(a) === label.get(b);
      const t = group.get(a) === group.get(b);
      if (s) same++;
      if (t) together++;
      if (s && t) both++;
    }
    porFonte.set(bop, { precision: together ? both / together : 1, recall: same ? both / same : 1 });
  }

  const divididos = conxunto.filter((p) => p.edictos.length > 1 && new Set(p.edictos.map((e) => group.get(e.id))).size > 1).map((p) => p.proceso);
  const mesturas = grupos.map((g) => [...new Set(g.edictos.map((e) => label.get(e.id)!))]).filter((ls) => ls.length > 1);
  const byId = new Map(conxunto.map((p) => [p.proceso, p]));
  const seen = new Set<string>();
  const parecidosXuntos: [string, string][] = [];
  let parecidos = 0;
  for (const p of conxunto) {
    for (const other of p.parecidoA ?? []) {
      const k = [p.proceso, other].sort().join('|');
      if (seen.has(k) || !byId.has(other)) continue;
      seen.add(k);
      parecidos++;
      const groupsA = new Set(p.edictos.map((e) => group.get(e.id)));
      if (byId.get(other)!.edictos.some((e) => groupsA.has(group.get(e.id)))) parecidosXuntos.push([p.proceso, other]);
    }
  }

  const fallos: ResultadoAgrupacion['prazos']['fallos'] = [];
  let exactos = 0;
  const conPrazo = conxunto.filter((p) => p.prazo);
  for (const p of conPrazo) {
    // the deadline a visitor sees: that of the group holding the process's first opening edict (the kinds that open a
    // period in prazoDoProceso, a provision contest's call among them)
    // (or a correction that reopens it: `abrePrazo`, the same test prazoDoProceso makes)
    const opening = p.edictos.find((e) => group.get(e.id)! >= 0 && abrePrazo(grupos[group.get(e.id)!].edictos.find((x) => x.id === e.id)!));
    const g = opening ? grupos[group.get(opening.id)!] : null;
    const prazo = g ? prazoDoProceso(g.edictos, sedeDoEdicto(g.edictos[0]) ?? undefined) : null;
    const obtido = prazo?.ultimoDia ?? null;
    if (obtido === p.prazo!.ultimoDia && prazo && !prazo.estimado) exactos++;
    else fallos.push({ proceso: p.proceso, esperado: p.prazo!.ultimoDia, obtido: prazo?.estimado ? `${obtido} (estimado)` : obtido, texto: prazo?.texto ?? '' });
  }
  return {
    procesos: conxunto.length,
    edictos: label.size,
    precision: overall.precision,
    recall: overall.recall,
    divididos,
    mesturas,
    grupos: grupos.filter((g) => g.edictos.length > 1).length,
    parecidosXuntos,
    parecidos,
    prazos: { exactos, total: conPrazo.length, fallos },
    perdidos,
    porFonte,
  };
}
