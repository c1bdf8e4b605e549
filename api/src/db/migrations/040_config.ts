/** Configuration administration (issue #7): indexes for the statistics pages and the notifications of a day. */
export const sql = `
CREATE INDEX IF NOT EXISTS estadistica_fecha_idx ON estadistica (fecha_bop DESC, fecha_creacion DESC, bop);
CREATE INDEX IF NOT EXISTS notificacion_envio_idx ON notificacion (auditoria_fecha_envio);
CREATE INDEX IF NOT EXISTS etiqueta_regla_orden_idx ON etiqueta_regla (prioridad, etiqueta);
CREATE INDEX IF NOT EXISTS filtro_busqueda_orden_idx ON filtro_busqueda (bop, prioridad);
`;
