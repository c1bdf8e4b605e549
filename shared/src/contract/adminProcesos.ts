import { BOP_NAMES } from './entities.js';

/**
 * What the admin offer list (`GET /api/v1/config/ver/procesoOposicion`) can be asked besides SPEC's page: a search
 * text, a body, a bulletin and which offers (made by hand, started by the analysis, or with links waiting for
 * review). Every one is optional; the answer keeps SPEC's shape (a list of offers) and says how many match in
 * the `X-Total-Count` header.
 */
export const TIPOS_PROCESO_ADMIN = ['manual', 'automatico', 'revisar'] as const;
export type TipoProcesoAdmin = (typeof TIPOS_PROCESO_ADMIN)[number];

/** The bulletins a list can be narrowed to. */
export const BOPS_PROCESO_ADMIN = BOP_NAMES;

export interface ProcesoAdminQuery {
  numInicio: number;
  numFin: number;
  procesoFinalizado: boolean;
  /** Words of the title, description, body, labels or friendly URL, in Galician or Spanish; or an offer's uuid. */
  textoBusqueda?: string;
  /** Words of the body's name, in Galician or Spanish. */
  organizacion?: string;
  bop?: (typeof BOP_NAMES)[number];
  tipo?: TipoProcesoAdmin;
}

/** The response header that carries how many offers match (all pages). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The largest phase file the server takes (`GET /api/v1/config/procesos/limiteArquivo`), from its configuration. */
export interface LimiteArquivo {
  maxBytes: number;
}
