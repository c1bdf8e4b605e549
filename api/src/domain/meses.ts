import { alternativa } from './alternativa.js';

/** The months by their folded Galician and Spanish names (no accents, lower case), as the readers of dates see them. */
export const MESES: Readonly<Record<string, number>> = {
  xaneiro: 1, febreiro: 2, marzo: 3, abril: 4, maio: 5, xuno: 6, xullo: 7, agosto: 8, setembro: 9, outubro: 10, novembro: 11, decembro: 12,
  enero: 1, febrero: 2, mayo: 5, junio: 6, julio: 7, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
};
/** Their names as one alternation for a pattern, a name before any shorter one it begins with (alternativa.ts). */
export const MES = alternativa(Object.keys(MESES));
