import { JOB_KINDS, type Clasificacion, type JobKind } from './clasificador.js';

const deEmprego = (tipo: string): boolean => (JOB_KINDS as readonly string[]).includes(tipo);

/**
 * The kind a stored edict takes when its body is read again by newer rules (ingestion/relerFeitos.ts): the new
 * reading's, when the edict was a step of a selective process (a job kind, or none stored: the grouping reads that as
 * a call), the new reading still says it is one and names another step; otherwise null, and it keeps its kind.
 * Whether an edict is a job at all, and whether it is published, stay as the analysis or an administrator left them:
 * a new reading that says "not a job" (or a stored not-job kind a search filter forced in) changes nothing here.
 */
export function tipoRelido(actual: string, nova: Pick<Clasificacion, 'tipo' | 'emprego'>): JobKind | null {
  if (actual !== '' && !deEmprego(actual)) return null;
  if (!nova.emprego || !deEmprego(nova.tipo) || nova.tipo === actual) return null;
  return nova.tipo as JobKind;
}
