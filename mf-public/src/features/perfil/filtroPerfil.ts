import { REQUISITOS_PERFIL, type AvaliacionPerfilModulo, type Opo, type Perfil, type RequisitoPerfil } from 'shared';
import { avaliarOpo } from './RespostaPerfil';

/** The URL parameter of the "Para o meu perfil" filter: only that it is on travels in the URL, never the profile. */
export const PARAM_PERFIL = 'perfil';

export interface FiltradoPorPerfil {
  kept: Opo[];
  /** How many were left out, because the profile fails a requirement of their process. */
  fora: number;
  /** For each requirement, how many of those left out fail it (one may fail several), in the order they are shown. */
  porRequisito: [RequisitoPerfil, number][];
}

/** Keeps the competitions whose process the profile may apply to or must check; says how many were left out and why. */
export function filtrarPorPerfil(m: AvaliacionPerfilModulo, opos: Opo[], perfil: Perfil): FiltradoPorPerfil {
  const kept: Opo[] = [];
  const conta = new Map<RequisitoPerfil, number>();
  let fora = 0;
  for (const o of opos) {
    const a = avaliarOpo(m, perfil, o);
    if (a.resposta !== 'non') { kept.push(o); continue; }
    fora += 1;
    for (const r of new Set(a.motivos.filter((m) => m.resposta === 'non').map((m) => m.requisito))) conta.set(r, (conta.get(r) ?? 0) + 1);
  }
  return { kept, fora, porRequisito: REQUISITOS_PERFIL.filter((r) => conta.has(r)).map((r) => [r, conta.get(r)!]) };
}
