import { alertas } from './alertas.js';
import { cobertura } from './cobertura.js';
import { common } from './common.js';
import { feitos } from './feitos.js';
import { perfil } from './perfil.js';
import { listas } from './listas.js';
import { public as publicArea } from './public.js';
import { sindicacion } from './sindicacion.js';
import { site } from './site.js';
import { subscriptions } from './subscriptions.js';

/**
 * The areas of the public pages (shell and mf-public): every first view carries them. A new area used by a public
 * page goes here; one used only by admin or sign-in screens goes in adminAreas.ts (fetched when first needed).
 */
export const publicCatalogues = { common, public: publicArea, subscriptions, cobertura, site, listas, alertas, sindicacion, feitos, perfil };
