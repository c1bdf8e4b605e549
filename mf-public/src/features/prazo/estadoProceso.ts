import type { DateArray, ProcesoOposicion } from 'shared';

/**
 * The one state of a selective process a visitor reads, from its stage and its application deadline: the period open
 * (until when, estimated or read), the period pending its BOE extract, called with no deadline known, under way
 * (with the day its period ended, when known), or finished.
 */
export type EstadoProceso =
  | { tipo: 'prazoAberto'; ultimoDia: DateArray; diasHabilesRestantes: number; diasRestantes: number; estimado: boolean; texto: string }
  | { tipo: 'prazoPendente'; estimado: boolean; texto: string }
  | { tipo: 'oferta' }
  | { tipo: 'convocado' }
  | { tipo: 'en_curso'; prazoRematou: DateArray | null; estimado: boolean }
  | { tipo: 'rematado' };

export function estadoDoProceso(p: Pick<ProcesoOposicion, 'procesoFinalizado' | 'etapa' | 'prazo'>): EstadoProceso {
  if (p.procesoFinalizado || p.etapa === 'rematado') return { tipo: 'rematado' };
  // a public employment offer calls nothing yet: no period, no call
  if (p.etapa === 'oferta') return { tipo: 'oferta' };
  const prazo = p.prazo ?? null;
  if (prazo && prazo.ultimoDia && prazo.aberto && !prazo.pendente) {
    return { tipo: 'prazoAberto', ultimoDia: prazo.ultimoDia, diasHabilesRestantes: prazo.diasHabilesRestantes, diasRestantes: prazo.diasRestantes, estimado: prazo.estimado, texto: prazo.texto };
  }
  // Lists or exams already published: the period the BOE extract would open is behind, whatever the estimate says.
  if (prazo && prazo.pendente && p.etapa !== 'en_curso') return { tipo: 'prazoPendente', estimado: prazo.estimado, texto: prazo.texto };
  if (p.etapa === 'convocado' && !prazo?.ultimoDia) return { tipo: 'convocado' };
  return { tipo: 'en_curso', prazoRematou: prazo?.ultimoDia && !prazo.aberto ? prazo.ultimoDia : null, estimado: Boolean(prazo?.estimado) };
}
