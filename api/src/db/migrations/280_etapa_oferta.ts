/**
 * A process made only of a public employment offer (and its corrections) is at the stage "oferta": it calls nothing
 * yet, so its page neither says "Convocado" nor asks whether one may apply (domain/procesos.ts, `etapaDoProceso`).
 * Stored automatic processes read by the older rule said "convocado"; their stage is set again here.
 */
export const sql = `
UPDATE proceso_oposicion p SET etapa = 'oferta'
 WHERE p.automatico AND p.etapa = 'convocado'
   AND EXISTS (SELECT 1 FROM fase f JOIN opo o ON o.uuid = f.opo_uuid WHERE f.proceso_uuid = p.uuid AND o.tipo_edicto = 'oep')
   AND NOT EXISTS (SELECT 1 FROM fase f LEFT JOIN opo o ON o.uuid = f.opo_uuid
                    WHERE f.proceso_uuid = p.uuid AND COALESCE(NULLIF(o.tipo_edicto, ''), f.tipo_edicto, '') NOT IN ('oep', 'correccion'));
`;
