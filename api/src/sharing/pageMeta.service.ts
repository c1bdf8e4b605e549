import type { FastifyRequest } from 'fastify';
import { dateArrayToIso, dateInZone, LANG_COOKIE, matchPublicRoute, type FeitosDoTexto } from 'shared/contract';
import type { ReadCache } from '../cache.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { PUBLIC_CACHE_PREFIX } from '../modules/opos/opos.service.js';
import { publicBase } from '../publicBase.js';
import { requestLang } from '../security/lang.js';
import { pageMeta, type FeitosParaCompartir, type Lang, type PageMeta, type ProcesoParaCompartir } from './pageMeta.js';
import { findProcesoParaCompartir } from './pageMeta.store.js';

/** Longest friendly URL name looked up (the API refuses longer ones too). */
const SLUG_MAX = 200;

/** The values of the facts a job posting states (their quotes stay on the process page). */
function paraCompartir(f: FeitosDoTexto | null): FeitosParaCompartir {
  if (!f) return {};
  return {
    ...(f.prazas ? { prazas: f.prazas.valor.total } : {}),
    ...(f.titulacion ? { titulacion: f.titulacion.valor } : {}),
    ...(f.tipoPersoal ? { tipoPersoal: f.tipoPersoal.valor } : {}),
    ...(f.grupo ? { grupo: { valor: f.grupo.valor, confianza: f.grupo.confianza } } : {}),
    ...(f.galego ? { galego: f.galego.valor } : {}),
    ...(f.carne ? { carne: f.carne.valor } : {}),
  };
}

/**
 * The page's language as the browser would choose it (shared/src/i18n/language.ts): `?lang=es|gl` in the URL, else
 * the visitor's remembered choice (its cookie), else the browser's Accept-Language, else Galician.
 */
export function pageLang(query: URLSearchParams, acceptLanguage: string | string[] | undefined, cookie?: string): Lang {
  const q = query.get('lang');
  if (q === 'es' || q === 'gl') return q;
  const chosen = cookie ? new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(gl|es)(?:;|$)`).exec(cookie) : null;
  if (chosen) return chosen[1] as Lang;
  return requestLang(acceptLanguage);
}

/** The sharing tags of the page a request asks for, with a cheap, cached look-up of a process page's data. */
export function createPageMetaService({ db, cache, config, now }: { db: Db; cache: ReadCache; config: Config; now: () => Date }) {
  const today = () => dateArrayToIso(dateInZone(now(), config.timeZone));
  const proceso = (slug: string): Promise<ProcesoParaCompartir | null> =>
    slug.length > SLUG_MAX
      ? Promise.resolve(null)
      : cache.get(`${PUBLIC_CACHE_PREFIX}compartir:proceso:${slug}`, async () => {
        const r = await findProcesoParaCompartir(db, slug);
        return r && {
          urlAmigable: r.url_amigable, titulo: r.titulo, automatico: r.automatico === true, organizacion: r.organizacion, descripcion: r.descripcion, urlImagen: r.url_imagen,
          fechaInicio: r.fecha_inicio, prazoUltimoDia: r.prazo_ultimo_dia, prazoEstimado: r.prazo_estimado, prazoPendente: r.prazo_pendente,
          procesoFinalizado: r.proceso_finalizado, feitos: paraCompartir(r.feitos),
        };
      });

  return {
    async forRequest(req: FastifyRequest): Promise<PageMeta> {
      const [pathname, search = ''] = req.url.split('?');
      const query = new URLSearchParams(search);
      const match = matchPublicRoute(pathname.replace(/^\/public\/?/, ''));
      const found = match?.pattern === 'oposicion/:opo' ? await proceso(match.params.opo ?? '') : undefined;
      return pageMeta({ match, query, lang: pageLang(query, req.headers['accept-language'], req.headers.cookie), base: publicBase(config, req), today: today(), proceso: found });
    },
  };
}

export type PageMetaService = ReturnType<typeof createPageMetaService>;
