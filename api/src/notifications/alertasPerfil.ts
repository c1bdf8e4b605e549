import { messages } from 'shared/catalogues';
import {
  CARNES, dateArrayToIso, motivoEnPalabras, motivosDecisivos, normalizarPerfil, PROVINCIAS, QUENDAS, resumoPerfil, TIPOS_PERSOAL,
  type Opo, type Perfil,
} from 'shared/contract';
import type { ProcesoParaPerfil } from '../domain/alertaPerfil.js';
import { HttpError } from '../errors.js';
import type { ProcesoDoPerfil } from './alertasPerfil.templates.js';
import { keyedHash } from './tokens.js';

type Lang = 'gl' | 'es';

/** The topic of a profile alert: a keyed hash of its profile, so the same profile asked twice is one alert and the topic (kept on leaving, as a suppression entry) says nothing of it. */
export const TEMA_PERFIL = 'alerta-perfil:';

/** `t(key, params)` of the catalogues in one language (the server's look-up of the browser's texts). */
export function traductor(lang: Lang): (key: string, params?: Record<string, string | number>) => string {
  return (key, params) => {
    const text = messages[lang][key] ?? messages.gl[key] ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
  };
}

const refuse = (gl: string, es: string) => new HttpError(400, 'PERFIL_INCORRECTO', gl, { es });

/**
 * A posted profile, after its schema (closed lists, bounds, no unknown field), checked for what a schema cannot say
 * and written one way (lists in the form's order, councils trimmed), or a 400 PERFIL_INCORRECTO.
 */
export function perfilDaPeticion(x: unknown): Perfil {
  const o = (x ?? {}) as Record<string, unknown>;
  const concellos = Array.isArray(o.concellos) ? o.concellos.map((c) => (typeof c === 'string' ? c.trim() : '')) : [];
  if (concellos.some((c) => !c)) throw refuse('perfil.concellos non pode ter nomes baleiros', 'perfil.concellos no puede tener nombres vacíos');
  if (Array.isArray(o.quendas) && o.quendas.includes('promocion_interna') && o.funcionario !== true) {
    throw refuse('A promoción interna só é para quen xa é funcionario/a (perfil.funcionario)', 'La promoción interna solo es para quien ya es funcionario/a (perfil.funcionario)');
  }
  const p = normalizarPerfil(x);
  if (!p) throw refuse('O perfil necesita a titulación', 'El perfil necesita la titulación');
  return {
    ...p,
    carnes: CARNES.filter((c) => p.carnes.includes(c)),
    provincias: PROVINCIAS.filter((c) => p.provincias.includes(c)),
    concellos: [...new Set(concellos)],
    persoal: TIPOS_PERSOAL.filter((c) => p.persoal.includes(c)),
    quendas: QUENDAS.filter((c) => p.quendas.includes(c)),
  };
}

/** The topic of the alert of this profile for this server (its key): `alerta-perfil:<keyed hash>`. */
export function temaDoPerfil(key: string, p: Perfil): string {
  const canonico = { ...p, concellos: [...p.concellos].sort() };
  return `${TEMA_PERFIL}${keyedHash(key, JSON.stringify(canonico, Object.keys(canonico).sort()))}`;
}

export const perfilEnPalabras = (p: Perfil, lang: Lang) => resumoPerfil(p, traductor(lang));

/**
 * A process of a profile alert in words in the alert's language: its answer and reasons ("Galego: pídese CELGA 4 e
 * tes CELGA 4"): for "podes" every requirement checked, for "revisa" those to check.
 */
export function procesoEnPalabras({ opo, avaliacion }: ProcesoParaPerfil, lang: Lang): ProcesoDoPerfil {
  const t = traductor(lang);
  const resposta = avaliacion.resposta === 'podes' ? 'podes' : 'revisa';
  return {
    uuid: opo.uuid,
    organizacion: opo.organizacion,
    descripcion: opo.descripcionMostrar ?? opo.descripcion,
    bop: opo.bop,
    fechaBop: dateArrayToIso(opo.fechaBop),
    href: hrefDaOpo(opo),
    prazoUltimoDia: opo.prazoUltimoDia ? dateArrayToIso(opo.prazoUltimoDia) : null,
    resposta,
    respostaTexto: t(`public.perfil.resposta.${resposta}`),
    motivos: motivosDecisivos(avaliacion).map((m) => `${t(`public.perfil.requisito.${m.requisito}`)}: ${motivoEnPalabras(m, t)}`),
  };
}

/** The process page (a path under the site) or, for a competition of no shown process, the bulletin's page. */
export const hrefDaOpo = (o: Opo) => (o.urlAmigableProceso ? `/public/oposicion/${encodeURIComponent(o.urlAmigableProceso)}` : o.urlDetalle);
