/**
 * The sixth grouping set (corpus/agrupacion6): the health service prints every health area's calls under its own name
 * ("Servizo Galego de Saúde"), and the area's management the title names ("da Xerencia da Área Sanitaria de Ferrol")
 * is now the body, so that two areas' calls of one post are two processes; the Academia Galega de Seguridade Pública
 * is read in BOE titles ("de la Academia Gallega de Seguridad Pública"), and a step of its common call that a
 * participating council prints ("…convocado pola Academia Galega de Seguridade Pública…") is the academy's. The keys
 * stored with such processes were made by the older rules and would no longer find them; cleared, they are made again
 * by the next grouping run (as 240_chave_organismo_linguas and 250_chave_organismo_dependente did).
 */
export const sql = `
UPDATE proceso_oposicion SET chave_corpo = NULL
 WHERE chave_corpo IS NOT NULL
   AND (chave_corpo ~ '\\msaud'
        OR concat_ws(' ', organizacion, titulo, descripcion) ~* '(academia gal(l)?ega|seguridade? p[uú]blica|[aá]rea sanitaria|xesti[oó]n integrada|gesti[oó]n integrada)');
`;
