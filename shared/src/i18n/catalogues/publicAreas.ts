import { cobertura } from './cobertura.js';
import { common } from './common.js';
import { perfil } from './perfil.js';
import { public as publicArea } from './public.js';
import { sindicacion } from './sindicacion.js';
import { site } from './site.js';

/**
 * The areas of the public pages (shell and mf-public): every first view carries them. A new area used by a public
 * page goes here; one used only by admin or sign-in screens goes in adminAreas.ts (fetched when first needed).
 * The areas of one screen's parts come with that code instead (screenAreas below).
 */
export const publicCatalogues = { common, public: publicArea, cobertura, site, sindicacion, perfil };

/**
 * Public areas that travel with the code that shows them, not in the first view's shared code: mf-public's module
 * that uses a key imports its area from 'shared/catalogues/<area>' and adds it (`addCatalogues`) as it loads, so the
 * texts arrive in that screen's chunk (the server's bundle has them all). The lists' page (listas: its titles, search
 * boxes, filters, cards and empty results), the labels and bulletins pages (etiquetasBoletins), the alert form (alertas: a chunk of its own), the process page (proceso; its facts
 * panel and salary, feitos), the subscription link pages (subscriptions). The profile's answers use feitos and listas
 * too: `loadPerfilCatalogue` brings them.
 */
export const screenAreas = ['listas', 'alertas', 'feitos', 'proceso', 'etiquetasBoletins', 'subscriptions'] as const;
