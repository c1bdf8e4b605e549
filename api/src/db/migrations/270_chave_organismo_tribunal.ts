/**
 * The seventh grouping set (corpus/agrupacion7): a selection board printed as the issuer ("Tribunal cualificador
 * (Concello de Avión)", "Órgano de selección do Concello de…", "Comisión de valoración · Deputación…") is now keyed by
 * the body it selects for, so that its marks and proposals join that body's process. The keys stored with processes a
 * board's edict started were made by the older rules (the board's own words) and would no longer find them; cleared,
 * they are made again by the next grouping run (as 240_chave_organismo_linguas, 250 and 260 did). A court's key that
 * the pattern also catches is made again the same, unchanged.
 */
export const sql = `
UPDATE proceso_oposicion SET chave_corpo = NULL
 WHERE chave_corpo IS NOT NULL
   AND (chave_corpo ~ '\\m(tribunal|organo|comision)\\M'
        OR organizacion ~* '^\\s*(tribunal|[oó]rgano|comisi[oó]n)\\s');
`;
