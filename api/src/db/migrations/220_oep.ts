/**
 * Issue 24: public employment offers (OEP). One row per published offer edict whose text is read: its body's key
 * (domain/procesos corpoDoEdicto, the key processes keep in chave_corpo), the year it is for, and the posts it
 * approves (domain/oep lerOep: post, group, staff, turn, places and the clause), with the hash of the text read, so a
 * text changed or corrected is read again. The places called are counted at read time from the processes.
 */
export const sql = `
CREATE TABLE IF NOT EXISTS oferta_emprego (
  opo_uuid uuid PRIMARY KEY REFERENCES opo(uuid) ON DELETE CASCADE,
  chave_corpo text NOT NULL,
  organismo text NOT NULL,
  bop text NOT NULL,
  fecha_bop date NOT NULL,
  url_detalle text NOT NULL DEFAULT '',
  ano integer NOT NULL,
  postos jsonb NOT NULL DEFAULT '[]',
  sha256 text NOT NULL DEFAULT '',
  lida_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS oferta_emprego_corpo_idx ON oferta_emprego (chave_corpo, ano DESC);
`;
