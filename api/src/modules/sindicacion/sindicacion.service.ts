import { createHash } from 'node:crypto';
import { Feed } from 'feed';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import sanitizeHtml from 'sanitize-html';
import {
  addDaysIso, dateArrayToIso, feedDaLista, feedDoProceso, filtrosAParams, PUBLIC_ROUTE_PATTERNS, tituloProcesoNoIdioma, type FiltrosLista, type Opo, type ProcesoOposicion,
} from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toProcesoOposicion } from '../../db/mappers.js';
import { eventosDatados, type EventoDatado } from '../../domain/datasExame.js';
import { notFound } from '../../errors.js';
import type { Lang } from '../../security/lang.js';
import { PUBLIC_CACHE_PREFIX, type OposService } from '../opos/opos.service.js';
import { sanitizeDetalle } from '../public/public.service.js';
import { findFases, findShownProceso } from '../public/public.store.js';
import { findDiasConOpos, findFasesConTexto, findProcesosSitemap, SITEMAP_MAX_URLS } from './sindicacion.store.js';
import { attr, cut, html, xmlText } from './xml.js';
import { diaUtc, inicioDoDia, instanteLocal } from './tempo.js';
import { dataCurta, dataLonga, filtrosEnPalabras, SITE_NAME, TAG_YEAR, textos, tipoEdictoNome } from './textos.js';
import { XMLBuilder } from 'fast-xml-parser';

/** Default window of the latest-competitions feed: the home list's (SPEC.md section 9). */
export const FEED_DIAS = 7;
/** Most entries a list feed carries (newest first). */
export const FEED_MAX_ENTRIES = 100;
/** Public pages without parameters the sitemap lists besides the lists (when the site has them). */
const SITEMAP_PAXINAS = ['cobertura', 'acerca', 'datos', 'oep'];
/** Days of bulletins the sitemap lists. */
export const SITEMAP_DIAS = 60;

/** The search of a public list, as its page reads it (the first one given wins), and the list's filters. */
export interface ListaPublica {
  etiquetaBusqueda?: string;
  textoBusqueda?: string;
  fecha?: string;
  bop?: string;
  filtros: FiltrosLista;
}

export interface Rendered {
  body: string;
  etag: string;
}

const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
const rendered = (body: string): Rendered => ({ body, etag: etagOf(body) });
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** The page of a list with the same search and filters (`prazoAberto=1` as the page writes it). */
function listaPaxina(l: ListaPublica): string {
  const q = new URLSearchParams();
  if (l.etiquetaBusqueda) q.set('etiquetaBusqueda', l.etiquetaBusqueda);
  if (l.textoBusqueda) q.set('textoBusqueda', l.textoBusqueda);
  if (l.fecha) q.set('fecha', l.fecha);
  if (l.bop) q.set('bop', l.bop);
  for (const [name, value] of filtrosAParams(l.filtros)) q.set(name, value);
  return q.toString();
}

/** Feeds (Atom 1.0), calendars (iCalendar) and the sitemap and robots.txt, built from the public reads and cached with them. */
export function createSindicacionService({ db, cache, opos, timeZone, authority, now = () => new Date() }: {
  db: Db; cache: ReadCache; opos: OposService; timeZone: string;
  /** The DNS name the site's tag: URIs and calendar UIDs are minted under (the contact address's domain). */
  authority: string;
  now?: () => Date;
}) {
  const today = () => opos.today();
  const tag = (specific: string) => `tag:${authority},${TAG_YEAR}:${specific}`;
  const rights = (lang: Lang) => textos(lang).dereitos;

  /** A shown process with its phases, without counting a visit (feeds and calendars are not views). */
  const proceso = (urlAmigable: string): Promise<ProcesoOposicion> =>
    cache.get(`${PUBLIC_CACHE_PREFIX}sindicacion:proceso:${urlAmigable}`, async () => {
      const row = await findShownProceso(db, urlAmigable);
      if (!row) return null;
      const p = toProcesoOposicion(row, await findFases(db, row.uuid));
      return { ...p, detalle: sanitizeDetalle(p.detalle) };
    }).then((p) => {
      if (!p) throw notFound(`Non existe a oferta "${urlAmigable}"`, 'PROCESO_NON_ATOPADO');
      return p;
    });

  /** The competitions of a public list, through the same service calls (and cache) as the list itself. */
  const lista = async (l: ListaPublica): Promise<Opo[]> => {
    const f = { ...l.filtros, ampliado: true };
    if (l.etiquetaBusqueda) return opos.publicByEtiqueta(l.etiquetaBusqueda, f);
    if (l.textoBusqueda) return opos.publicByText(l.textoBusqueda, f);
    if (l.fecha) return opos.publicByDate(l.fecha, l.bop, f);
    return opos.publicLastDays(FEED_DIAS, f);
  };

  const prazoLine = (ultimo: string | null, aberto: boolean, estimado: boolean, pendente: boolean, lang: Lang): string | null => {
    const t = textos(lang);
    if (pendente && !ultimo) return t.prazoPendente;
    if (!ultimo) return null;
    const line = aberto ? t.prazoAta(dataCurta(ultimo)) : t.prazoPechado(dataCurta(ultimo));
    return estimado ? `${line} (${t.estimado})` : line;
  };

  function newFeed(o: { id: string; title: string; subtitle: string; alternate: string; self: string; updated: Date; lang: Lang; base: string }) {
    return new Feed({
      id: o.id,
      title: xmlText(o.title),
      description: xmlText(o.subtitle),
      link: o.alternate,
      feedLinks: { atom: o.self },
      updated: o.updated,
      language: o.lang,
      author: { name: SITE_NAME, link: `${o.base}/public/` },
      copyright: rights(o.lang),
      generator: SITE_NAME,
      favicon: `${o.base}/public/favicon.svg`,
    });
  }

  async function feedLista(base: string, lang: Lang, l: ListaPublica): Promise<Rendered> {
    const pageQuery = listaPaxina(l);
    const key = `${PUBLIC_CACHE_PREFIX}sindicacion:feed:${base}:${lang}:${pageQuery}:${today()}`;
    return cache.get(key, async () => {
      const t = textos(lang);
      const opoList = [...(await lista(l))]
        .sort((a, b) => dateArrayToIso(b.fechaBop).localeCompare(dateArrayToIso(a.fechaBop)))
        .slice(0, FEED_MAX_ENTRIES);
      const que = l.etiquetaBusqueda ? t.feedEtiqueta(l.etiquetaBusqueda)
        : l.textoBusqueda ? t.feedTexto(l.textoBusqueda)
        : l.fecha ? (l.bop ? t.feedFechaBop(l.bop, dataLonga(l.fecha, lang)) : t.feedFecha(dataLonga(l.fecha, lang)))
        : t.feedUltimas;
      const filtros = filtrosEnPalabras(l.filtros, lang);
      const updated = opoList.length ? inicioDoDia(dateArrayToIso(opoList[0].fechaBop), timeZone) : inicioDoDia(today(), timeZone);
      const selfPath = feedDaLista(pageQuery, lang);
      const feed = newFeed({
        id: tag(`feed:${selfPath}`),
        title: `${SITE_NAME}: ${que}${filtros.length ? ` (${filtros.join(', ')})` : ''}`,
        subtitle: t.feedSubtitulo,
        alternate: `${base}/public/${pageQuery ? `?${pageQuery}` : ''}`,
        self: `${base}${selfPath}`,
        updated, lang, base,
      });
      for (const o of opoList) {
        const fecha = dateArrayToIso(o.fechaBop);
        const descripcion = o.descripcionMostrar || o.descripcion;
        const prazo = o.prazoUltimoDia ? prazoLine(dateArrayToIso(o.prazoUltimoDia), Boolean(o.prazoAberto), false, false, lang) : null;
        const summary = [
          `<p>${html(o.organizacion)} · ${html(t.publicadoEn(o.bop, dataLonga(fecha, lang)))}</p>`,
          `<p>${html(descripcion)}</p>`,
          prazo ? `<p>${html(prazo)}</p>` : '',
          o.etiquetas.length ? `<p>${html(t.etiquetas)}: ${html(o.etiquetas.join(', '))}</p>` : '',
          /^https?:\/\//.test(o.urlDetalle) ? `<p><a href="${html(o.urlDetalle)}">${html(t.verAnuncio)}</a></p>` : '',
        ].join('');
        const link = o.urlAmigableProceso
          ? `${base}/public/oposicion/${encodeURIComponent(o.urlAmigableProceso)}`
          : `${base}/public/?${new URLSearchParams({ fecha, bop: o.bop })}`;
        feed.addItem({
          id: `urn:uuid:${o.uuid}`,
          title: html(cut(`${o.organizacion ? `${o.organizacion}: ` : ''}${descripcion}`, 300)),
          link,
          date: inicioDoDia(fecha, timeZone),
          published: inicioDoDia(fecha, timeZone),
          description: summary,
          category: o.etiquetas.filter((e) => e.trim()).map((e) => ({ name: attr(e), term: attr(e) })),
        });
      }
      return rendered(feed.atom1());
    });
  }

  async function feedProceso(base: string, lang: Lang, urlAmigable: string): Promise<Rendered> {
    const p = await proceso(urlAmigable);
    return cache.get(`${PUBLIC_CACHE_PREFIX}sindicacion:feedProceso:${base}:${lang}:${urlAmigable}:${today()}`, async () => {
      const t = textos(lang);
      const titulo = tituloProcesoNoIdioma(p.titulo, p.automatico, lang);
      const page = `${base}/public/oposicion/${encodeURIComponent(p.urlAmigable)}`;
      const inicio = p.fechaBopInicioProceso ? dateArrayToIso(p.fechaBopInicioProceso) : null;
      const fases = [...p.procesosOposicionesList].sort((a, b) =>
        (b.fechaBop ? dateArrayToIso(b.fechaBop) : '').localeCompare(a.fechaBop ? dateArrayToIso(a.fechaBop) : '') || b.orden - a.orden);
      const dayOf = (f: (typeof fases)[number]) => (f.fechaBop ? dateArrayToIso(f.fechaBop) : inicio ?? `${TAG_YEAR}-01-01`);
      const prazo = p.prazo ? prazoLine(p.prazo.ultimoDia ? dateArrayToIso(p.prazo.ultimoDia) : null, p.prazo.aberto, p.prazo.estimado, p.prazo.pendente, lang) : null;
      const latest = fases.length ? dayOf(fases[0]) : inicio ?? today();
      const feed = newFeed({
        id: tag(`proceso:${p.uuidEntidad}:${lang}`),
        title: t.procesoFeed(titulo),
        subtitle: [p.organizacion, prazo].filter(Boolean).join(' · ') || t.feedSubtitulo,
        alternate: page,
        self: `${base}${feedDoProceso(p.urlAmigable, lang)}`,
        updated: inicioDoDia(latest, timeZone),
        lang, base,
      });
      for (const f of fases) {
        const tipo = tipoEdictoNome(f.tipoEdicto, lang);
        const dia = dayOf(f);
        const documento = f.archivo ? `${base}/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${encodeURIComponent(f.archivo)}` : null;
        const summary = [
          f.fechaBop ? `<p>${html(f.bop || p.bop ? t.publicadoEn(f.bop || p.bop, dataLonga(dia, lang)) : dataLonga(dia, lang))}</p>` : '',
          `<p>${html(f.titulo)}</p>`,
          f.urlDetalle && /^https?:\/\//.test(f.urlDetalle) ? `<p><a href="${html(f.urlDetalle)}">${html(t.verAnuncio)}</a></p>` : '',
          documento ? `<p><a href="${html(documento)}">${html(t.verDocumento)}</a></p>` : '',
        ].join('');
        feed.addItem({
          id: `urn:uuid:${f.uuid}`,
          title: html(cut(tipo ? `${tipo}: ${f.titulo}` : f.titulo, 300)),
          link: page,
          date: inicioDoDia(dia, timeZone),
          description: summary,
        });
      }
      return rendered(feed.atom1());
    });
  }

  /**
   * The dated events of a process: the last day to apply, the exam dates found in its edicts (and its detail),
   * and each publication. UIDs are derived from the process, the kind of event and what identifies it (the date,
   * or the exercise number when the text gives one, so a moved exam moves; the deadline is one event per process, so
   * a corrected deadline replaces the old one), so a subscribed or re-imported calendar updates instead of duplicating.
   */
  async function calendarioProceso(base: string, lang: Lang, urlAmigable: string): Promise<Rendered> {
    const p = await proceso(urlAmigable);
    return cache.get(`${PUBLIC_CACHE_PREFIX}sindicacion:ics:${base}:${lang}:${urlAmigable}:${today()}`, async () => {
      const t = textos(lang);
      const titulo = tituloProcesoNoIdioma(p.titulo, p.automatico, lang);
      const page = `${base}/public/oposicion/${encodeURIComponent(p.urlAmigable)}`;
      const uid = (...parts: string[]) => `${sha([p.uuidEntidad, ...parts].join('|')).slice(0, 32)}@${authority}`;
      const inicio = p.fechaBopInicioProceso ? dateArrayToIso(p.fechaBopInicioProceso) : null;
      const fases = await findFasesConTexto(db, p.uuidEntidad);
      const stampOf = (iso: string | null) => diaUtc(iso ?? inicio ?? `${TAG_YEAR}-01-01`);
      const cal = ical({
        name: xmlText(t.calendarioNome(titulo)),
        description: xmlText(t.calendarioDescricion(titulo)),
        prodId: { company: SITE_NAME, product: 'procesos', language: lang.toUpperCase() },
        url: page,
        method: ICalCalendarMethod.PUBLISH,
        ttl: 12 * 60 * 60,
      });

      // Exam dates: the latest edict's word wins for a numbered exercise (a postponement names it again).
      const eventos = new Map<string, EventoDatado & { publicado: string | null }>();
      const fontes: { texto: string; publicado: string | null }[] = fases.map((f) => ({
        texto: [f.titulo, f.edicto_titulo !== f.titulo ? f.edicto_titulo : '', f.edicto_titulo_alternativo, f.opo_descripcion !== f.titulo ? f.opo_descripcion : '']
          .filter(Boolean).join('\n'),
        publicado: f.fecha_bop,
      }));
      if (p.detalle) fontes.push({ texto: sanitizeHtml(p.detalle.replace(/<\/(p|li|div|h\d)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} }), publicado: inicio });
      fontes.sort((a, b) => (a.publicado ?? '').localeCompare(b.publicado ?? ''));
      for (const fonte of fontes) {
        for (const e of eventosDatados(fonte.texto, fonte.publicado ?? undefined)) {
          const key = e.orde !== null ? `${e.tipo}|n${e.orde}` : `${e.tipo}|${e.data}|${e.hora ?? ''}`;
          eventos.set(key, { ...e, publicado: fonte.publicado });
        }
      }
      for (const [key, e] of eventos) {
        const name = e.orde !== null && e.tipo === 'exame' ? t.ordinal(e.orde) : t.evento[e.tipo];
        const common = {
          id: uid('evento', key),
          summary: xmlText(`${name}: ${titulo}`),
          description: xmlText(`${e.texto}\n\n${page}`),
          url: page,
          stamp: stampOf(e.publicado),
          lastModified: stampOf(e.publicado),
        };
        if (e.hora) cal.createEvent({ ...common, start: instanteLocal(e.data, e.hora, timeZone) });
        else cal.createEvent({ ...common, start: diaUtc(e.data), end: diaUtc(addDaysIso(e.data, 1)), allDay: true });
      }

      // The last day to apply.
      const ultimo = p.prazo?.ultimoDia ? dateArrayToIso(p.prazo.ultimoDia) : null;
      if (ultimo && p.prazo) {
        cal.createEvent({
          id: uid('prazo'),
          summary: xmlText(t.eventoPrazo(titulo)),
          description: xmlText(`${t.eventoPrazoDescricion(p.prazo.texto, p.prazo.estimado)}\n\n${page}`),
          url: page,
          start: diaUtc(ultimo),
          end: diaUtc(addDaysIso(ultimo, 1)),
          allDay: true,
          stamp: stampOf(inicio),
        });
      }

      // Each publication of the process, on its day (free time: it blocks nothing).
      for (const f of fases) {
        if (!f.fecha_bop) continue;
        const tipo = tipoEdictoNome(f.tipo_edicto, lang);
        cal.createEvent({
          id: uid('publicacion', f.fecha_bop, sha(f.titulo).slice(0, 12)),
          summary: xmlText(cut(t.eventoPublicacion(tipo ? `${tipo} (${f.bop || p.bop})` : f.titulo), 200)),
          description: xmlText(`${f.titulo}\n\n${page}`),
          url: page,
          start: diaUtc(f.fecha_bop),
          end: diaUtc(addDaysIso(f.fecha_bop, 1)),
          allDay: true,
          transparency: ICalEventTransparency.TRANSPARENT,
          stamp: stampOf(f.fecha_bop),
        });
      }
      return rendered(cal.toString());
    });
  }

  /** Public pages for search engines: home, labels, bulletins, each shown process, each label, recent days. */
  async function sitemap(base: string): Promise<Rendered> {
    return cache.get(`${PUBLIC_CACHE_PREFIX}sindicacion:sitemap:${base}:${today()}`, async () => {
      const urls: { loc: string; lastmod?: string; changefreq?: string }[] = [
        { loc: `${base}/public/`, lastmod: today(), changefreq: 'daily' },
        { loc: `${base}/public/etiquetas`, changefreq: 'weekly' },
        { loc: `${base}/public/bop`, lastmod: today(), changefreq: 'daily' },
        // The pages that say what the site is and what it offers (those the site has).
        ...SITEMAP_PAXINAS.filter((p) => (PUBLIC_ROUTE_PATTERNS as readonly string[]).includes(p)).map((p) => ({ loc: `${base}/public/${p}`, changefreq: 'monthly' })),
      ];
      const dias = await findDiasConOpos(db, addDaysIso(today(), -(SITEMAP_DIAS - 1)));
      const etiquetas = await opos.publicEtiquetas();
      const room = SITEMAP_MAX_URLS - urls.length - dias.length - etiquetas.length;
      for (const p of await findProcesosSitemap(db, room)) {
        urls.push({ loc: `${base}/public/oposicion/${encodeURIComponent(p.url_amigable)}`, ...(p.ultima ? { lastmod: p.ultima } : {}), changefreq: 'weekly' });
      }
      for (const e of etiquetas) urls.push({ loc: `${base}/public/?${new URLSearchParams({ etiquetaBusqueda: e })}`, changefreq: 'daily' });
      for (const d of dias) urls.push({ loc: `${base}/public/?${new URLSearchParams({ fecha: d })}`, lastmod: d, changefreq: 'monthly' });
      const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, suppressEmptyNode: true });
      const xml = builder.build({
        '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
        urlset: { '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url: urls.slice(0, SITEMAP_MAX_URLS).map((u) => ({ ...u, loc: xmlText(u.loc) })) },
      }) as string;
      return rendered(xml);
    });
  }

  /** robots.txt: pages in, admin and subscribers' links out, the API out but for what pages and readers need. */
  function robots(base: string): string {
    return [
      `# ${SITE_NAME}`,
      'User-agent: *',
      'Allow: /public/',
      'Disallow: /public/admin',
      'Disallow: /public/avisos/',
      'Disallow: /public/alertas/',
      'Disallow: /api/',
      '# The pages are drawn in the browser from the public reads: a crawler that renders them needs these.',
      'Allow: /api/v1/opos/',
      '# Feeds, calendars and open data are for anyone to reuse.',
      'Allow: /api/v1/feeds/',
      'Allow: /api/v1/calendario/',
      'Allow: /api/v1/datos/',
      'Disallow: /idp/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  }

  return { proceso, lista, feedLista, feedProceso, calendarioProceso, sitemap, robots };
}

export type SindicacionService = ReturnType<typeof createSindicacionService>;
