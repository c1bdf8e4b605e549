import type { Grupo, TipoPersoal } from './feitos.js';

/**
 * The base salary (soldo) of each group and subgroup of civil servants (TREBEP art. 23.a and 76), per year, as the
 * State's law sets it for every administration (issue 24, "pay, honestly"). Monthly amounts in euro cents; the
 * year's figure shown is 12 monthly payments: the base part of the two extra payments (pagas extraordinarias) is a
 * different amount per group that is not kept here, nor are three-year increments (trienios) or any complement.
 * docs/profile.md says how each figure was obtained and checked.
 */
export interface SoldoBaseAno {
  ano: number;
  /** The law or decree that set the year's amounts, in each language. */
  fonte: { gl: string; es: string };
  /** Monthly base salary in euro cents, per group. */
  mensual: Record<Grupo, number>;
}

/**
 * 2025: the amounts in force on 31 December 2024 (those of Lei 31/2022 de Orzamentos Xerais do Estado para 2023 with
 * its two 0.5 % clauses, raised 2.5 % for 2024 by Real Decreto-lei 4/2024 and the 0.5 % that followed) plus 2.5 %;
 * 2026: plus 1.5 %; both by Real Decreto-lei 14/2025, do 2 de decembro (BOE do 3). A variable 0.5 % for 2026, if the
 * CPI allows it, would be paid in 2027 and is not here: these are the latest amounts known.
 */
export const SOLDOS_BASE: readonly SoldoBaseAno[] = [
  {
    ano: 2025,
    fonte: { gl: 'Real Decreto-lei 14/2025, do 2 de decembro (+2,5 % sobre as contías vixentes o 31/12/2024)', es: 'Real Decreto-ley 14/2025, de 2 de diciembre (+2,5 % sobre las cuantías vigentes a 31/12/2024)' },
    mensual: { A1: 136674, A2: 118179, B: 103305, C1: 88732, C2: 73850, AP: 67593 },
  },
  {
    ano: 2026,
    fonte: { gl: 'Real Decreto-lei 14/2025, do 2 de decembro (+1,5 % sobre as contías vixentes o 31/12/2025)', es: 'Real Decreto-ley 14/2025, de 2 de diciembre (+1,5 % sobre las cuantías vigentes a 31/12/2025)' },
    mensual: { A1: 138724, A2: 119952, B: 104855, C1: 90063, C2: 74958, AP: 68607 },
  },
];

export interface SoldoBase {
  grupo: Grupo;
  ano: number;
  /** 12 monthly payments of the base salary, in euros (no extra payments, increments or complements). */
  anual: number;
  mensual: number;
  fonte: { gl: string; es: string };
}

/** The base salary of a group in a year, or null when the year's amounts are not known here (never extrapolated). */
export function soldoBase(grupo: Grupo, ano: number): SoldoBase | null {
  const a = SOLDOS_BASE.find((s) => s.ano === ano);
  const centimos = a?.mensual[grupo];
  if (!a || centimos === undefined) return null;
  return { grupo, ano, mensual: centimos / 100, anual: (centimos * 12) / 100, fonte: a.fonte };
}

/** Employees (persoal laboral) are paid by their collective agreement, not by the civil servants' soldo. */
const LABORAL: readonly TipoPersoal[] = ['laboral_fixo', 'laboral_temporal'];

/**
 * The base salary a process's facts state, or null: only when a text states its group (read with confidence), the
 * staff are not employees, and the year's amounts are known. A group never comes from a guess.
 */
export function soldoDoProceso(
  feitos: { grupo?: { valor: Grupo; confianza: number }; tipoPersoal?: { valor: TipoPersoal; confianza: number } } | null | undefined,
  ano: number,
): SoldoBase | null {
  const g = feitos?.grupo;
  if (!g || g.confianza < 0.5) return null;
  if (feitos?.tipoPersoal && LABORAL.includes(feitos.tipoPersoal.valor)) return null;
  return soldoBase(g.valor, ano);
}
