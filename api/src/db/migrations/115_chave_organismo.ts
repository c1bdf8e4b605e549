/**
 * Issue 21: a body has one key whatever name, department or language a bulletin prints (domain/organismos.ts). The keys
 * stored with the processes were made by the older rules; cleared, they are made again by the next grouping run.
 */
export const sql = `
UPDATE proceso_oposicion SET chave_corpo = NULL WHERE chave_corpo IS NOT NULL;
`;
