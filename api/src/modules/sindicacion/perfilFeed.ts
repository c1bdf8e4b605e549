import { createHash } from 'node:crypto';
import { Feed } from 'feed';
import type { Lang } from '../../security/lang.js';
import { inicioDoDia } from './tempo.js';
import { dataCurta, dataLonga, SITE_NAME, TAG_YEAR, textos } from './textos.js';
import { attr, cut, html, xmlText } from './xml.js';

/** One process of a profile alert's feed, already worded in the feed's language. */
export interface EntradaPerfil {
  uuid: string;
  organizacion: string;
  descripcion: string;
  bop: string;
  /** YYYY-MM-DD */
  fechaBop: string;
  /** Absolute address of the process page (or the bulletin's). */
  link: string;
  urlDetalle: string;
  resposta: 'podes' | 'revisa';
  /** "Podes presentarte" / "Revisa as bases". */
  respostaTexto: string;
  /** The reasons, each "Requirement: words". */
  motivos: string[];
  /** YYYY-MM-DD, the last day to apply when known, and whether the period is open today. */
  prazoUltimoDia: string | null;
  prazoAberto: boolean;
}

const T = {
  gl: {
    titulo: 'procesos para o teu perfil',
    subtitulo: (p: string) => `Procesos abertos aos que podes presentarte ou cuxas bases debes revisar, segundo o teu perfil: ${p}. O que vale é o que din as bases.`,
  },
  es: {
    titulo: 'procesos para tu perfil',
    subtitulo: (p: string) => `Procesos abiertos a los que puedes presentarte o cuyas bases debes revisar, según tu perfil: ${p}. Lo que vale es lo que dicen las bases.`,
  },
} as const;

const MARCA = { podes: '✓', revisa: '?' } as const;

/**
 * The Atom feed (RFC 4287) of a profile alert (issue 24): each matching process with its answer in the title
 * ("✓ Podes presentarte: Concello de Lugo: …") and its reasons in the summary. Its id is the alert's, not its token.
 */
export function feedDoPerfil(o: {
  base: string; self: string; lang: Lang; authority: string; alertaUuid: string; perfilTexto: string; timeZone: string; hoxe: string; entradas: EntradaPerfil[];
}): { body: string; etag: string } {
  const t = textos(o.lang);
  const p = T[o.lang];
  const updated = inicioDoDia(o.entradas.length ? o.entradas.map((e) => e.fechaBop).sort().at(-1)! : o.hoxe, o.timeZone);
  const feed = new Feed({
    id: `tag:${o.authority},${TAG_YEAR}:perfil:${o.alertaUuid}`,
    title: xmlText(`${SITE_NAME}: ${p.titulo}`),
    description: xmlText(p.subtitulo(o.perfilTexto)),
    link: `${o.base}/public/?perfil=1`,
    feedLinks: { atom: o.self },
    updated,
    language: o.lang,
    author: { name: SITE_NAME, link: `${o.base}/public/` },
    copyright: t.dereitos,
    generator: SITE_NAME,
    favicon: `${o.base}/public/favicon.svg`,
  });
  for (const e of o.entradas) {
    const prazo = e.prazoUltimoDia ? (e.prazoAberto ? t.prazoAta(dataCurta(e.prazoUltimoDia)) : t.prazoPechado(dataCurta(e.prazoUltimoDia))) : null;
    const summary = [
      `<p><strong>${html(`${MARCA[e.resposta]} ${e.respostaTexto}`)}</strong></p>`,
      e.motivos.length ? `<ul>${e.motivos.map((m) => `<li>${html(m)}</li>`).join('')}</ul>` : '',
      `<p>${html(e.organizacion)} · ${html(t.publicadoEn(e.bop, dataLonga(e.fechaBop, o.lang)))}</p>`,
      `<p>${html(e.descripcion)}</p>`,
      prazo ? `<p>${html(prazo)}</p>` : '',
      /^https?:\/\//.test(e.urlDetalle) ? `<p><a href="${html(e.urlDetalle)}">${html(t.verAnuncio)}</a></p>` : '',
    ].join('');
    feed.addItem({
      id: `urn:uuid:${e.uuid}`,
      title: html(cut(`${MARCA[e.resposta]} ${e.respostaTexto}: ${e.organizacion ? `${e.organizacion}: ` : ''}${e.descripcion}`, 300)),
      link: e.link,
      date: inicioDoDia(e.fechaBop, o.timeZone),
      published: inicioDoDia(e.fechaBop, o.timeZone),
      description: summary,
      category: [{ name: attr(e.respostaTexto), term: e.resposta }],
    });
  }
  const body = feed.atom1();
  return { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}
