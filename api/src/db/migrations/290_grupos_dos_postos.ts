/**
 * Issue 22: a call of several posts of different groups ("administrativo/a, C1; auxiliar, C2") is found under each of
 * its groups: `grupos` holds every group of a process (domain/feitos/columnas.ts, `colunasDosFeitos`), `grupo` only a
 * single one. Stored processes get theirs from the facts already kept with them (their posts' groups, in the order of
 * GRUPOS); a process whose posts share one group gets it as its `grupo`.
 */
export const sql = `
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS grupos text[] NOT NULL DEFAULT '{}';
UPDATE proceso_oposicion SET grupos = ARRAY[grupo] WHERE grupo IS NOT NULL AND grupos = '{}';
UPDATE proceso_oposicion p SET grupos = g.grupos, grupo = CASE WHEN cardinality(g.grupos) = 1 THEN g.grupos[1] ELSE NULL END
  FROM (SELECT q.uuid, ARRAY(
          SELECT o.v FROM unnest(ARRAY['A1', 'A2', 'B', 'C1', 'C2', 'AP']) WITH ORDINALITY AS o(v, n)
           WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(q.feitos->'postos'->'valor') x WHERE x->>'grupo' = o.v)
           ORDER BY o.n) AS grupos
          FROM proceso_oposicion q
         WHERE q.grupo IS NULL AND jsonb_typeof(q.feitos->'postos'->'valor') = 'array') g
 WHERE p.uuid = g.uuid AND cardinality(g.grupos) > 0;
`;
