import { escapeAttribute, escapeText } from 'entities';
import { messages } from 'shared/catalogues';
import {
  feedDaLista, feedDoProceso, isoToDateArray, soldoDoProceso, tituloProcesoNoIdioma, type Galego, type Grupo, type NivelTitulacion, type PublicRoutePattern, type RouteMatch, type TipoPersoal, type Titulacion,
} from 'shared/contract';
import { canonicalBodyKey, officialMunicipalityName } from '../domain/organismos.js';

/**
 * The sharing tags of a public page (issue 16): title, description, canonical URL, Open Graph, Twitter card and, on a
 * process page, JSON-LD `JobPosting`, written by the server into the HTML it sends so that link previews and search
 * engines see them without running the single-page app. Pure: the caller looks the process up.
 */

export type Lang = 'gl' | 'es';

/** What a process page shares: the shown process's own fields, nothing invented. */
export interface ProcesoParaCompartir {
  urlAmigable: string;
  titulo: string;
  /** The analysis built the title (in Galician): it is said in the page's language (`tituloProcesoNoIdioma`). */
  automatico?: boolean;
  organizacion: string;
  descripcion: string;
  urlImagen: string;
  /** YYYY-MM-DD or null */
  fechaInicio: string | null;
  prazoUltimoDia: string | null;
  prazoEstimado: boolean;
  prazoPendente: boolean;
  procesoFinalizado: boolean;
  /** The facts read from its edicts' texts that a job posting states (absent: no text states them). */
  feitos?: FeitosParaCompartir;
}

/** The facts of a process a JobPosting carries, each read from a text (domain/feitos), never assumed. */
export interface FeitosParaCompartir {
  prazas?: number;
  titulacion?: Titulacion;
  tipoPersoal?: TipoPersoal;
  /** The group the texts state, with how sure the reading is (a doubtful group gives no salary). */
  grupo?: { valor: Grupo; confianza: number };
  galego?: Galego;
  carne?: string[];
}

export interface PageMeta {
  status: 200 | 404;
  lang: Lang;
  /** The document title. */
  title: string;
  /** og:title / twitter:title (without the site name, which og:site_name carries). */
  shareTitle: string;
  description: string;
  /** Null on a not-found page (it has no address of its own to name). */
  canonical: string | null;
  /** The page in each language (hreflang). */
  alternates: Record<Lang, string>;
  ogType: 'website' | 'article';
  image: string | null;
  noindex: boolean;
  jsonLd: Record<string, unknown> | null;
  /** The page's Atom feed (a list's, with its search and filters; a process's phases), named by <link rel="alternate">. */
  feed: { href: string; title: string } | null;
}

export function t(lang: Lang, key: string, params?: Record<string, string | number>): string {
  const text = messages[lang][key] ?? messages.gl[key] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
}

const LOCALE: Record<Lang, string> = { gl: 'gl-ES', es: 'es-ES' };
const OG_LOCALE: Record<Lang, string> = { gl: 'gl_ES', es: 'es_ES' };
const DESCRIPTION_MAX = 300;

/** "15 de marzo de 2024", the long date of the language (as the pages show it). */
export function longDate(iso: string, lang: Lang): string {
  const a = isoToDateArray(iso);
  if (!a) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(a[0], a[1] - 1, a[2]));
}

/** Lower case without accents, to compare names. */
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** dd/mm/yyyy, as the bulletins write a deadline (and the process page shows it). */
const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** One line of text, at most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const one = text.replace(/\s+/g, ' ').trim();
  if (one.length <= max) return one;
  const cut = one.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

/** The deadline sentence of a process, or null when it has none ("Prazo de presentación: ata o 17/12/2026"). */
export function prazoText(p: ProcesoParaCompartir, lang: Lang, today: string): string | null {
  if (p.procesoFinalizado) return `${t(lang, 'public.offer.estado')}: ${t(lang, 'public.offer.pechado')}`;
  const titulo = t(lang, 'public.prazo.titulo');
  if (p.prazoPendente) return `${titulo}: ${t(lang, 'public.prazo.pendente')}`;
  if (!p.prazoUltimoDia) return null;
  const data = shortDate(p.prazoUltimoDia);
  if (p.prazoUltimoDia < today) return `${titulo}: ${t(lang, 'public.prazo.pechadoData', { data })}`;
  return `${titulo}: ${t(lang, 'meta.prazo.ata', { data })}${p.prazoEstimado ? ` ${t(lang, 'meta.prazo.estimado')}` : ''}`;
}

/** The UTC offset of Europe/Madrid on a date ("+01:00"), so the deadline ends at midnight where it is counted. */
function madridOffset(iso: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${iso}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-]\d{2}:\d{2})/.exec(part ?? '');
  return m ? m[1] : '+00:00';
}

const httpUrl = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
};

/**
 * Google's education categories (JobPosting `credentialCategory`) a level of the Spanish system is, by ISCED level:
 * bacharelato and técnico de FP are upper secondary (3), técnico superior short-cycle tertiary (5), grao a bachelor
 * (6), licenciatura and máster a master (7). A school certificate and ESO (lower secondary) are none of them: they
 * are named only in words.
 */
const CREDENTIAL_CATEGORY: Partial<Record<NivelTitulacion, string>> = {
  bacharelato_tecnico: 'high school', tecnico_superior: 'associate degree', grao: 'bachelor degree', licenciatura_master: 'postgraduate degree',
};

/** The qualification a process requires, as a JobPosting says it ("no requirements" when its text says none is). */
function educationRequirements(titulacion: Titulacion, lang: Lang): unknown {
  if (titulacion.nivel === 'ningunha') return 'no requirements';
  const category = CREDENTIAL_CATEGORY[titulacion.nivel];
  return {
    '@type': 'EducationalOccupationalCredential',
    ...(category ? { credentialCategory: category } : {}),
    educationalLevel: t(lang, `public.feitos.titulacion.${titulacion.nivel}`),
    ...(titulacion.nome ? { name: titulacion.nome } : {}),
  };
}

/** The requirements read from the texts, in words of the page's language ("ESO ou equivalente (Graduado en ESO); Galego: CELGA 4"). */
function qualifications(f: FeitosParaCompartir, lang: Lang): string | null {
  const partes: string[] = [];
  if (f.titulacion) partes.push(`${t(lang, `public.feitos.titulacion.${f.titulacion.nivel}`)}${f.titulacion.nome ? ` (${f.titulacion.nome})` : ''}`);
  if (f.galego && f.galego.requisito !== 'ningun') {
    const galego = f.galego.requisito === 'exame' ? t(lang, 'public.feitos.galego.exame')
      : f.galego.nivel ? t(lang, 'public.feitos.galego.celga', { n: f.galego.nivel }) : t(lang, 'public.feitos.galego.celgaSenNivel');
    partes.push(`${t(lang, 'public.feitos.galego')}: ${galego}`);
  }
  if (f.carne?.length) partes.push(`${t(lang, 'public.feitos.carne')}: ${f.carne.join(', ')}`);
  return partes.length ? partes.join('; ') : null;
}

/** Staff appointed for a time (interim civil servants, temporary employees) hold temporary jobs. */
const TEMPORARY: TipoPersoal[] = ['funcionario_interino', 'laboral_temporal'];

/**
 * JSON-LD JobPosting of a process, only when it is one a person can still apply to and its data is there: a title,
 * a body, a publication date and a description; an open, not estimated deadline becomes `validThrough`. The place is
 * Galicia, and the body's municipality when the body is a council. The facts read from its texts add the
 * qualification required, the requirements in words, the number of places and, from the staff type, the employment
 * type; a fact no text states is left out.
 */
export function jobPosting(p: ProcesoParaCompartir, url: string, today: string, lang: Lang = 'gl'): Record<string, unknown> | null {
  if (p.procesoFinalizado || !p.titulo.trim() || !p.organizacion.trim() || !p.fechaInicio || !p.descripcion.trim()) return null;
  if (p.prazoUltimoDia && p.prazoUltimoDia < today) return null;
  const body = canonicalBodyKey(p.organizacion);
  const concello = body.startsWith('concello:') ? officialMunicipalityName(body.slice('concello:'.length)) : null;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: tituloProcesoNoIdioma(p.titulo.trim(), p.automatico, lang),
    description: p.descripcion.trim(),
    datePosted: p.fechaInicio,
    hiringOrganization: { '@type': 'Organization', name: p.organizacion.trim() },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...(concello ? { addressLocality: concello } : {}), addressRegion: 'Galicia', addressCountry: 'ES' },
    },
    directApply: false,
    url,
  };
  if (p.prazoUltimoDia && !p.prazoEstimado && !p.prazoPendente) posting.validThrough = `${p.prazoUltimoDia}T23:59:59${madridOffset(p.prazoUltimoDia)}`;
  const f = p.feitos ?? {};
  if (f.titulacion) posting.educationRequirements = educationRequirements(f.titulacion, lang);
  const requisitos = qualifications(f, lang);
  if (requisitos) posting.qualifications = requisitos;
  if (f.prazas && f.prazas > 0) posting.totalJobOpenings = f.prazas;
  // A known staff type makes it a job of that kind: full time (no text read states a part-time day yet), and
  // TEMPORARY for staff appointed for a time.
  if (f.tipoPersoal) posting.employmentType = TEMPORARY.includes(f.tipoPersoal) ? ['FULL_TIME', 'TEMPORARY'] : 'FULL_TIME';
  // The group's base salary of this year (12 monthly payments, no complements): only from a stated group, never for employees.
  const soldo = soldoDoProceso({ grupo: f.grupo, tipoPersoal: f.tipoPersoal ? { valor: f.tipoPersoal, confianza: 1 } : undefined }, Number(today.slice(0, 4)));
  if (soldo) posting.baseSalary = { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', value: soldo.anual, unitText: 'YEAR' } };
  return posting;
}

export interface PageInput {
  match: RouteMatch | null;
  /** The URL's query. */
  query: URLSearchParams;
  lang: Lang;
  /** Absolute base, no trailing slash ("https://oposicions.gal"). */
  base: string;
  /** YYYY-MM-DD in the bulletins' time zone. */
  today: string;
  /** The process of an /oposicion/:opo page (null: unknown or hidden). */
  proceso?: ProcesoParaCompartir | null;
}

/** Title and description keys of the screens whose tags need no data (a missing key leaves the site's own). */
const SCREEN_META: Partial<Record<PublicRoutePattern, { title: string; description: string; noindex?: boolean }>> = {
  etiquetas: { title: 'public.etiquetas.title', description: 'public.etiquetas.meta.description' },
  bop: { title: 'public.bops.title', description: 'public.bops.meta.description' },
  cobertura: { title: 'public.cobertura.title', description: 'public.cobertura.meta.description' },
  datos: { title: 'public.datos.title', description: 'public.datos.meta.description' },
  oep: { title: 'public.oep.title', description: 'public.oep.meta.description' },
  'oep/:organismo': { title: 'public.oep.title', description: 'public.oep.meta.description' },
  acerca: { title: 'acerca.title', description: 'acerca.meta' },
  privacidade: { title: 'privacidade.title', description: 'privacidade.meta' },
  'aviso-legal': { title: 'avisoLegal.title', description: 'avisoLegal.meta' },
  'avisos/confirmar': { title: 'subscriptions.confirm.title', description: 'subscriptions.confirm.meta', noindex: true },
  'avisos/baixa': { title: 'subscriptions.unsubscribe.title', description: 'subscriptions.unsubscribe.meta', noindex: true },
};

/** The query parameters a page's canonical URL keeps (what decides its content), in this order. */
const HOME_PARAMS = ['etiquetaBusqueda', 'textoBusqueda', 'fecha', 'bop'];

function urlOf(base: string, path: string, params: [string, string][], lang: Lang): string {
  const q = new URLSearchParams(params);
  if (lang === 'es') q.set('lang', 'es');
  const s = q.toString();
  return `${base}${path}${s ? `?${s}` : ''}`;
}

/** The sharing tags of one public URL. */
export function pageMeta(input: PageInput): PageMeta {
  const { match, query, lang, base, today } = input;
  const site = t(lang, 'site.name');
  let path = '/public/';
  let params: [string, string][] = [];
  let shareTitle = site;
  let title = site;
  let description = t(lang, 'public.home.meta.description');
  let ogType: PageMeta['ogType'] = 'website';
  let image: string | null = null;
  let noindex = false;
  let jsonLd: Record<string, unknown> | null = null;
  let status: PageMeta['status'] = 200;
  const page = (key: string, descriptionKey?: string) => {
    shareTitle = t(lang, key);
    title = `${shareTitle} · ${site}`;
    if (descriptionKey) description = t(lang, descriptionKey);
  };

  const pattern = match?.pattern ?? null;
  if (pattern === null || (pattern === 'oposicion/:opo' && !input.proceso)) {
    status = 404;
    noindex = true;
    page(pattern === null ? 'notFound.title' : 'public.offer.notFound.title', 'notFound.text');
  } else if (pattern === '' || pattern === 'home') {
    const get = (k: string) => query.get(k)?.trim() ?? '';
    const etiqueta = get('etiquetaBusqueda');
    const texto = get('textoBusqueda');
    const fecha = get('fecha');
    if (etiqueta) {
      params = [['etiquetaBusqueda', etiqueta]];
      shareTitle = t(lang, 'public.home.title.etiqueta', { etiqueta });
      description = t(lang, 'public.home.meta.etiqueta', { etiqueta });
    } else if (texto) {
      params = [['textoBusqueda', texto]];
      shareTitle = t(lang, 'public.home.title.texto', { texto });
      description = t(lang, 'public.home.meta.texto', { texto });
      noindex = true;
    } else if (fecha) {
      const bop = get('bop');
      params = bop ? [['fecha', fecha], ['bop', bop]] : [['fecha', fecha]];
      const data = isoToDateArray(fecha) ? longDate(fecha, lang) : fecha;
      shareTitle = bop ? t(lang, 'public.home.title.fechaBop', { bop, fecha: data }) : t(lang, 'public.home.title.fecha', { fecha: data });
      description = t(lang, 'public.home.meta.fecha', { fecha: data });
    }
    params.sort((a, b) => HOME_PARAMS.indexOf(a[0]) - HOME_PARAMS.indexOf(b[0]));
    if (params.length) title = `${shareTitle} · ${site}`;
    else {
      title = t(lang, 'public.home.meta.title');
      shareTitle = title;
    }
  } else if (pattern === 'oposicion/:opo' && input.proceso) {
    const p = input.proceso;
    path = `/public/oposicion/${encodeURIComponent(p.urlAmigable)}`;
    ogType = 'article';
    const [titulo, organizacion] = [tituloProcesoNoIdioma(p.titulo.trim(), p.automatico, lang), p.organizacion.trim()];
    // A title the analysis made already names the body ("Axente da policía local (6 prazas) · Ourense").
    const named = !organizacion || fold(titulo).includes(fold(organizacion));
    shareTitle = named ? titulo : t(lang, 'meta.offer.title', { titulo, organizacion });
    title = `${shareTitle} · ${site}`;
    const prazo = prazoText(p, lang, today);
    description = clip([prazo ? `${prazo}.` : '', p.descripcion].filter(Boolean).join(' '));
    image = p.urlImagen ? httpUrl(p.urlImagen) : null;
  } else if (pattern === 'admin' || pattern.startsWith('admin/')) {
    // The sign-in and administration screens: reachable, never indexed.
    path = `/public/${pattern}`;
    page('meta.adminTitle');
    noindex = true;
  } else {
    // a parameter of the pattern is the value in the URL ("oep/:organismo" → "oep/concello%3Alugo")
    path = `/public/${pattern.split('/').map((part) => (part.startsWith(':') ? encodeURIComponent(match?.params[part.slice(1)] ?? '') : part)).join('/')}`;
    const screen = SCREEN_META[pattern as PublicRoutePattern];
    if (screen && messages.gl[screen.title]) page(screen.title, messages.gl[screen.description] ? screen.description : undefined);
    noindex = screen?.noindex ?? false;
  }
  const canonical = status === 404 ? null : urlOf(base, path, params, lang);
  if (canonical && pattern === 'oposicion/:opo' && input.proceso) jsonLd = jobPosting(input.proceso, canonical, today, lang);
  const feed = status === 404 ? null
    : pattern === '' || pattern === 'home' ? { href: `${base}${feedDaLista(query.toString(), lang)}`, title: t(lang, 'feeds.link.lista', { titulo: shareTitle }) }
    : pattern === 'oposicion/:opo' && input.proceso ? { href: `${base}${feedDoProceso(input.proceso.urlAmigable, lang)}`, title: t(lang, 'feeds.link.proceso', { titulo: shareTitle }) }
    : null;
  return {
    status, lang, title, shareTitle, description: clip(description), canonical,
    alternates: { gl: urlOf(base, path, params, 'gl'), es: urlOf(base, path, params, 'es') },
    ogType, image, noindex, jsonLd, feed,
  };
}

/** JSON inside <script>: `<`, `>`, `&` and the two JavaScript line separators escaped, so no text can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <head> tags of a page, every value escaped. */
export function headTags(meta: PageMeta): string {
  const attr = (s: string) => escapeAttribute(s);
  const m = (name: string, content: string) => `<meta name="${name}" content="${attr(content)}">`;
  const p = (property: string, content: string) => `<meta property="${property}" content="${attr(content)}">`;
  const site = t(meta.lang, 'site.name');
  const tags = [
    m('description', meta.description),
    ...(meta.noindex ? [m('robots', 'noindex')] : []),
    ...(meta.canonical
      ? [`<link rel="canonical" href="${attr(meta.canonical)}">`,
        ...(['gl', 'es'] as const).map((l) => `<link rel="alternate" hreflang="${l}" href="${attr(meta.alternates[l])}">`),
        `<link rel="alternate" hreflang="x-default" href="${attr(meta.alternates.gl)}">`]
      : []),
    ...(meta.feed ? [`<link rel="alternate" type="application/atom+xml" title="${attr(meta.feed.title)}" href="${attr(meta.feed.href)}">`] : []),
    p('og:site_name', site),
    p('og:type', meta.ogType),
    p('og:title', meta.shareTitle),
    p('og:description', meta.description),
    ...(meta.canonical ? [p('og:url', meta.canonical)] : []),
    p('og:locale', OG_LOCALE[meta.lang]),
    p('og:locale:alternate', OG_LOCALE[meta.lang === 'gl' ? 'es' : 'gl']),
    ...(meta.image ? [p('og:image', meta.image)] : []),
    m('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    m('twitter:title', meta.shareTitle),
    m('twitter:description', meta.description),
    ...(meta.image ? [m('twitter:image', meta.image)] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
  ];
  return tags.join('');
}

/**
 * The shell's index.html for one page: `lang` of the page, its title, and the sharing tags in place of the
 * generic description. `extraHead` (preload hints) goes right after the title.
 */
export function renderShellHtml(index: string, meta: PageMeta, extraHead: string): string {
  // The built index.html is minified (unquoted attributes where possible): match both spellings.
  return index
    .replace(/<html([^>]*?)\slang=(?:"[^"]*"|'[^']*'|[^\s>]+)/i, `<html$1 lang="${meta.lang}"`)
    .replace(/<meta\s+name=(?:"description"|'description'|description)(?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>\s*/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeText(meta.title)}</title>${extraHead}${headTags(meta)}`);
}
