import { publicCatalogues } from './catalogues/publicAreas.js';

type Catalogue = { gl: Record<string, string>; es: Record<string, string> };

const merge = (list: Catalogue[]) => ({
  gl: Object.assign({}, ...list.map((c) => c.gl)) as Record<string, string>,
  es: Object.assign({}, ...list.map((c) => c.es)) as Record<string, string>,
});

/**
 * The texts the browser knows: the public areas from the start; the admin and sign-in areas, and the texts of the
 * pages no first view needs (site pages, alert pages, open data, coverage), once fetched (chunks of their own: a public first view does not carry them).
 */
export const messages = merge(Object.values(publicCatalogues));

/** Adds areas to the texts the browser knows. */
export function addCatalogues(list: Catalogue[]): void {
  const more = merge(list);
  Object.assign(messages.gl, more.gl);
  Object.assign(messages.es, more.es);
}

/** Fetches a group of areas once; a failed fetch is not remembered (the next call tries again). */
function onceLoader(load: () => Promise<Catalogue[]>): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () => {
    pending ??= load().then(addCatalogues, (error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * The admin and sign-in texts (the shell awaits them before it shows an admin or sign-in screen; a remote's
 * standalone page before it renders).
 */
export const loadAdminCatalogues = onceLoader(async () =>
  Object.values((await import(/* webpackChunkName: "i18n-admin" */ './catalogues/adminAreas.js')).adminCatalogues));

/**
 * The texts of the pages a first view does not need: the long texts of the about, privacy and legal pages, and those
 * only the alert, open-data and coverage pages show (mf-public loads them with those screens).
 */
export const loadSitePagesCatalogue = onceLoader(async () => {
  const [{ sitePages }, { paxinas }, { oep }] = await Promise.all([
    import(/* webpackChunkName: "i18n-site-pages" */ './catalogues/sitePages.js'),
    import(/* webpackChunkName: "i18n-site-pages" */ './catalogues/paxinas.js'),
    import(/* webpackChunkName: "i18n-site-pages" */ './catalogues/oep.js'),
  ]);
  return [sitePages, paxinas, oep];
});

/**
 * The texts of "Can I apply?" beyond the profile box (the form, the answers, their reasons): fetched when a profile
 * exists or its form opens. The answers' reasons name facts and filters' values: the facts' and lists' areas come too
 * (a first view's shared code carries neither: publicAreas.ts, screenAreas).
 */
export const loadPerfilCatalogue = onceLoader(async () => {
  const [{ perfilTextos }, { feitos }, { listas }] = await Promise.all([
    import(/* webpackChunkName: "i18n-perfil" */ './catalogues/perfilTextos.js'),
    import(/* webpackChunkName: "i18n-perfil" */ './catalogues/feitos.js'),
    import(/* webpackChunkName: "i18n-perfil" */ './catalogues/listas.js'),
  ]);
  return [perfilTextos, feitos, listas];
});
