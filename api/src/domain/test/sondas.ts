import { classifyEdict } from '../clasificador.js';
import { lerFeitos } from '../feitos/index.js';
import { agrupar, type EdictoDeProceso } from '../procesos.js';

/** What the grouping probes share: an edict read as ingestion reads it, and who it was grouped with. */
let n = 0;
/** As ingestion takes it: the kind the classifier reads from the title and the body, the facts read from the body. */
export const lido = (bop: string, fecha: string, titulo: string, organizacion: string, texto: string): EdictoDeProceso => {
  const c = classifyEdict({ bop, titulo, organizacion, texto });
  return { id: `s${++n}`, bop, fecha, titulo, organizacion, tipo: c.tipo, texto, feitos: lerFeitos(texto, { bop, titulo, tipo: c.tipo, fecha }) };
};
/** The ids grouped with the given edict. */
export const xunto = (grupos: ReturnType<typeof agrupar>, e: EdictoDeProceso): string[] => grupos.find((g) => g.edictos.includes(e))!.edictos.map((x) => x.id).sort();
export const ids = (...es: EdictoDeProceso[]): string[] => es.map((e) => e.id).sort();
