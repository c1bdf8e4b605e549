/**
 * The fourth grouping set (corpus/agrupacion4): the key of a body other than a council, a provincial council or a
 * university now folds its Spanish and Galician names together ("Instituto Ourensano de Desarrollo Económico" =
 * "Instituto Ourensán de Desenvolvemento Económico"), and a BOE notice filed under the whole community is keyed by the
 * body its title names ("del Consejo de Cuentas de Galicia"). The keys stored with the processes of such bodies were
 * made by the older rules and would no longer find them; cleared, they are made again by the next grouping run (as
 * 115_chave_organismo did).
 */
export const sql = `
UPDATE proceso_oposicion SET chave_corpo = NULL
 WHERE chave_corpo IS NOT NULL AND chave_corpo !~ '^(concello|deputacion|universidade):';
`;
