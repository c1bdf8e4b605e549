/**
 * The fifth grouping set (corpus/agrupacion5): a council or a provincial council that prints a step for a body of its
 * own (a patronato, a consortium, a mancomunidade its mayor presides) is keyed by that body, and the key of a body
 * other than a council, a provincial council or a university is now the set of its words ("Consorcio Provincial
 * contra Incendios e Salvamento de Lugo" = "Consorcio Provincial de Lugo para a Prestación do Servizo contra
 * Incendios…"; "Patronato" = "Padroado"; a mancomunidade "de Concellos" is the mancomunidade). The keys stored with
 * such processes were made by the older rules and would no longer find them; cleared, they are made again by the next
 * grouping run (as 115_chave_organismo and 240_chave_organismo_linguas did).
 */
export const sql = `
UPDATE proceso_oposicion SET chave_corpo = NULL
 WHERE chave_corpo IS NOT NULL
   AND (chave_corpo !~ '^(concello|deputacion|universidade):'
        OR concat_ws(' ', titulo, descripcion) ~* '(consorcio|padroado|patronato|mancomunidad|fundaci[oó]n|organismo aut[oó]nomo|instituto municipal)');
`;
