/**
 * Reading outcomes and edict identity (issue 12).
 * - `lectura_bop.estado` gains `estructura_cambiada` (the day's page exists but does not look like a valid day of
 *   that bulletin: what was missing is in `trazas`); a check lists every outcome so a typo cannot store a new one.
 * - An edict is identified by bulletin, date and the bulletin's own id. BOP Lugo's registry numbers ("R. 1125")
 *   start again every year, so (bulletin, id) alone merged edicts of different years into one row; two edicts
 *   of one day with the same number get distinct ids from the reader (`R. 2129`, `R. 2129-2`).
 */
export const sql = `
ALTER TABLE lectura_bop ADD CONSTRAINT lectura_bop_estado_check
  CHECK (estado IN ('ok', 'sen_boletin', 'bloqueado', 'erro', 'estructura_cambiada'));

ALTER TABLE edicto DROP CONSTRAINT IF EXISTS edicto_bop_id_fuente_key;
ALTER TABLE edicto ADD CONSTRAINT edicto_bop_fecha_id_fuente_key UNIQUE (bop, fecha_bop, id_fuente);

-- Failed days of the admin home: the latest readings whose outcome is not ok, newest first.
CREATE INDEX lectura_bop_estado_idx ON lectura_bop (estado, fecha_bop DESC);
`;
