import type { Documento, Frase } from './documento.js';

/** What a reader knows of the edict besides its body. */
export interface ContextoFeitos {
  bop: string;
  titulo: string;
  /** The edict's kind (clasificador.ts: convocatoria_bases, extracto_convocatoria, bolsa_emprego, correccion…). */
  tipo: string;
  /** Publication day, YYYY-MM-DD. */
  fecha: string;
}

/** A reader of one or more facts: sees every sentence once, in order, then gives what it read. */
export interface Lector<R> {
  frase(f: Frase, orde: number): void;
  resultado(): R;
}

export type NovoLector<R> = (doc: Documento, ctx: ContextoFeitos) => Lector<R>;
