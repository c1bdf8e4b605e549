/**
 * The messages, in Galician and Spanish: a subject, a plain-text part and an HTML part (no images, no tracking).
 * Rendering is separate from sending: the dispatcher renders a claimed message, then hands it to a channel.
 */
import { tituloProcesoNoIdioma } from 'shared/contract';

export const SITE_NAME = 'Oposicións Galicia';

/** A process's title in the message's language (a title the analysis built is in Galician). */
const tituloEn = (p: { titulo: string; automatico?: boolean }, idioma: Idioma) => tituloProcesoNoIdioma(p.titulo, p.automatico, idioma);

export type Idioma = 'gl' | 'es';

export interface ConfirmacionDatos {
  titulo: string;
  /** The process's title was built by the analysis (in Galician): said in the message's language. */
  automatico?: boolean;
  urlAmigable: string | null;
  etiqueta: string | null;
}

export interface FaseDatos {
  proceso: { titulo: string; automatico?: boolean; urlAmigable: string; organizacion: string };
  fase: { titulo: string; fechaBop: string | null; urlDetalle: string | null; archivoUuid: string | null };
}

export interface OpoResumen {
  uuid: string;
  organizacion: string;
  descripcion: string;
  urlDetalle: string;
  bop: string;
}

export interface EtiquetasDatos {
  fecha: string;
  etiqueta: string;
  opos: OpoResumen[];
}

export interface TelegramDatos {
  fecha: string;
  opo: OpoResumen;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** Links of a message; `unsubscribePage` is the signed one-click link shown in the body. */
export interface Links {
  publicUrl: string;
  unsubscribePage: string;
  confirmPage?: string;
  /** An address's page of alerts (see and cancel each, or all): alert e-mails only. */
  managePage?: string;
}

const T = {
  gl: {
    confirmSubject: (t: string) => `Confirma a túa subscrición: ${t}`,
    confirmIntro: (t: string) => `Recibimos unha petición para enviar a este enderezo os avisos de «${t}».`,
    confirmLabelIntro: (t: string) => `Recibimos unha petición para enviar a este enderezo os avisos da etiqueta «${t}».`,
    confirmAction: 'Para confirmala, abre esta ligazón:',
    confirmButton: 'Confirmar a subscrición',
    confirmIgnore: 'Se non fuches ti, ignora esta mensaxe: non recibirás ningún aviso.',
    faseSubject: (f: string, p: string) => `Nova fase en ${p}: ${f}`,
    faseIntro: (p: string) => `Publicouse unha nova fase do proceso «${p}».`,
    fase: 'Fase',
    fecha: 'Data',
    offer: 'Ver o proceso',
    document: 'Ver o documento',
    digestSubject: (l: string, d: string) => `Novas oposicións con «${l}» (${d})`,
    digestIntro: (l: string, d: string) => `Estas son as oposicións coa etiqueta «${l}» atopadas nos boletíns do ${d}:`,
    digestMore: 'Ver todas as da etiqueta',
    unsubscribe: 'Darse de baixa destes avisos',
    manage: 'Ver e cancelar todos os meus avisos',
    footer: (s: string) => `Recibes esta mensaxe porque confirmaches a subscrición aos avisos de ${s}.`,
    telegram: 'Nova oposición',
  },
  es: {
    confirmSubject: (t: string) => `Confirma tu suscripción: ${t}`,
    confirmIntro: (t: string) => `Hemos recibido una petición para enviar a esta dirección los avisos de «${t}».`,
    confirmLabelIntro: (t: string) => `Hemos recibido una petición para enviar a esta dirección los avisos de la etiqueta «${t}».`,
    confirmAction: 'Para confirmarla, abre este enlace:',
    confirmButton: 'Confirmar la suscripción',
    confirmIgnore: 'Si no has sido tú, ignora este mensaje: no recibirás ningún aviso.',
    faseSubject: (f: string, p: string) => `Nueva fase en ${p}: ${f}`,
    faseIntro: (p: string) => `Se ha publicado una nueva fase del proceso «${p}».`,
    fase: 'Fase',
    fecha: 'Fecha',
    offer: 'Ver el proceso',
    document: 'Ver el documento',
    digestSubject: (l: string, d: string) => `Nuevas oposiciones con «${l}» (${d})`,
    digestIntro: (l: string, d: string) => `Estas son las oposiciones con la etiqueta «${l}» encontradas en los boletines del ${d}:`,
    digestMore: 'Ver todas las de la etiqueta',
    unsubscribe: 'Darse de baja de estos avisos',
    manage: 'Ver y cancelar todos mis avisos',
    footer: (s: string) => `Recibes este mensaje porque confirmaste la suscripción a los avisos de ${s}.`,
    telegram: 'Nueva oposición',
  },
} as const;

export function formatDate(iso: string | null, idioma: Idioma): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(idioma === 'es' ? 'es-ES' : 'gl-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const offerUrl = (publicUrl: string, urlAmigable: string) => `${publicUrl}/public/oposicion/${encodeURIComponent(urlAmigable)}`;
export const labelUrl = (publicUrl: string, etiqueta: string) => `${publicUrl}/public/?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`;
export const documentUrl = (publicUrl: string, f: FaseDatos['fase']) =>
  f.archivoUuid ? `${publicUrl}/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${encodeURIComponent(f.archivoUuid)}` : f.urlDetalle || null;

/** Blocks of a message: paragraphs and links, written once and laid out as text and as HTML. */
export type Block = { p: string } | { link: string; href: string } | { list: { title: string; lines: string[]; href: string }[] };

/** Lays blocks out as a message with its footer; `unsubscribe` names the footer's unsubscribe link. */
export function layout(idioma: Idioma, subject: string, blocks: Block[], links: Links, footer: string | null, unsubscribe?: string): Rendered {
  const t = T[idioma];
  const text: string[] = [SITE_NAME, ''];
  const html: string[] = [];
  for (const b of blocks) {
    if ('p' in b) {
      text.push(b.p, '');
      html.push(`<p>${esc(b.p)}</p>`);
    } else if ('link' in b) {
      text.push(`${b.link}: ${b.href}`, '');
      html.push(`<p><a href="${esc(b.href)}">${esc(b.link)}</a></p>`);
    } else {
      for (const item of b.list) text.push(`- ${item.title}`, ...item.lines.map((l) => `  ${l}`), `  ${item.href}`, '');
      html.push(
        `<ul>${b.list
          .map((item) => `<li><a href="${esc(item.href)}">${esc(item.title)}</a>${item.lines.map((l) => `<br>${esc(l)}`).join('')}</li>`)
          .join('')}</ul>`,
      );
    }
  }
  const leave = unsubscribe ?? t.unsubscribe;
  text.push('--', ...(footer ? [footer] : []), `${leave}: ${links.unsubscribePage}`, ...(links.managePage ? [`${t.manage}: ${links.managePage}`] : []));
  html.push(
    `<hr><p style="font-size:12px;color:#555">${footer ? `${esc(footer)}<br>` : ''}<a href="${esc(links.unsubscribePage)}">${esc(leave)}</a>`
      + `${links.managePage ? `<br><a href="${esc(links.managePage)}">${esc(t.manage)}</a>` : ''}</p>`,
  );
  const doc = `<!doctype html><html lang="${idioma}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>`
    + `<body style="font-family:sans-serif;line-height:1.5;color:#222"><h1 style="font-size:20px">${esc(SITE_NAME)}</h1>${html.join('')}</body></html>`;
  return { subject, text: `${text.join('\n')}\n`, html: doc };
}

export function subjectOf(plantilla: string, datos: unknown, idioma: Idioma): string {
  const t = T[idioma];
  switch (plantilla) {
    case 'confirmacion':
      return t.confirmSubject(tituloEn(datos as ConfirmacionDatos, idioma));
    case 'fase': {
      const d = datos as FaseDatos;
      return t.faseSubject(d.fase.titulo, tituloEn(d.proceso, idioma));
    }
    case 'etiquetas': {
      const d = datos as EtiquetasDatos;
      return t.digestSubject(d.etiqueta, formatDate(d.fecha, idioma));
    }
    default:
      return `${t.telegram}: ${(datos as TelegramDatos).opo.organizacion}`;
  }
}

export function renderEmail(plantilla: string, datos: unknown, idioma: Idioma, links: Links): Rendered {
  const t = T[idioma];
  const subject = subjectOf(plantilla, datos, idioma);
  if (plantilla === 'confirmacion') {
    const d = datos as ConfirmacionDatos;
    return layout(idioma, subject, [
      { p: d.etiqueta ? t.confirmLabelIntro(d.etiqueta) : t.confirmIntro(tituloEn(d, idioma)) },
      { p: t.confirmAction },
      { link: t.confirmButton, href: links.confirmPage ?? '' },
      { p: t.confirmIgnore },
    ], links, null);
  }
  if (plantilla === 'fase') {
    const d = datos as FaseDatos;
    const titulo = tituloEn(d.proceso, idioma);
    const doc = documentUrl(links.publicUrl, d.fase);
    const blocks: Block[] = [
      { p: t.faseIntro(titulo) },
      { p: `${t.fase}: ${d.fase.titulo}` },
      ...(d.fase.fechaBop ? [{ p: `${t.fecha}: ${formatDate(d.fase.fechaBop, idioma)}` }] : []),
      { link: t.offer, href: offerUrl(links.publicUrl, d.proceso.urlAmigable) },
      ...(doc ? [{ link: t.document, href: doc }] : []),
    ];
    return layout(idioma, subject, blocks, links, t.footer(titulo));
  }
  if (plantilla === 'etiquetas') {
    const d = datos as EtiquetasDatos;
    return layout(idioma, subject, [
      { p: t.digestIntro(d.etiqueta, formatDate(d.fecha, idioma)) },
      { list: d.opos.map((o) => ({ title: o.organizacion, lines: [o.descripcion, o.bop].filter(Boolean), href: o.urlDetalle || labelUrl(links.publicUrl, d.etiqueta) })) },
      { link: t.digestMore, href: labelUrl(links.publicUrl, d.etiqueta) },
    ], links, t.footer(d.etiqueta));
  }
  throw new Error(`Unknown e-mail template ${plantilla}`);
}

/** A channel post (Telegram): plain text, Galician, the competition and its link. */
export function renderTelegram(datos: TelegramDatos): string {
  const { opo, fecha } = datos;
  return [`${T.gl.telegram} · ${opo.bop} · ${formatDate(fecha, 'gl')}`, opo.organizacion, opo.descripcion, opo.urlDetalle].filter(Boolean).join('\n');
}
