import { lerFeitos, type ContextoFeitos } from '../domain/feitos/index.js';

/**
 * The task of one worker thread of the facts pool (feitosEnFios.ts): the domain's `lerFeitos`, unchanged. A thread
 * keeps its compiled patterns and warm code from one body to the next.
 */
export default function lerFeitosNoFio({ texto, contexto }: { texto: string; contexto: ContextoFeitos }) {
  return lerFeitos(texto, contexto);
}
