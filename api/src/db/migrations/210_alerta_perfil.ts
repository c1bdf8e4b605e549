/**
 * Issue 24: "avísame cando se abra un proceso para min". A profile alert is an alert (migration 110_alertas) with an
 * empty criterion (every new process) and the person's profile (`perfil`, JSON), which the server keeps only inside
 * that alert: leaving it (one click) deletes the row, and with it the profile.
 */
export const sql = `
ALTER TABLE suscripcion ADD COLUMN IF NOT EXISTS perfil jsonb;
ALTER TABLE suscripcion ADD CONSTRAINT suscripcion_perfil_chk CHECK (perfil IS NULL OR criterio IS NOT NULL);
`;
