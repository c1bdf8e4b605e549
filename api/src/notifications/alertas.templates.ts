/**
 * The e-mails of the alerts for a label, a search or a filtered list (issue 16), in Galician and Spanish: the
 * confirmation (double opt-in), and the news (daily digest or immediate): the new competitions that match, and the
 * new phases of the processes the alert follows. Everything shown is in the message's data, computed when it was
 * queued (the criterion already in words), so rendering needs nothing else.
 */
import { alertaPerfilSubject, isPlantillaPerfil, renderAlertaPerfilEmail } from './alertasPerfil.templates.js';
import { formatDate, layout, type Block, type Idioma, type Links, type Rendered } from './templates.js';

export type FrecuenciaAlerta = 'DIARIA' | 'INMEDIATA';

interface AlertaBase {
  /** The criterion in words, in the message's language. */
  criterioTexto: string;
  frecuencia: FrecuenciaAlerta;
  /** "08:00": the daily digest's hour. */
  horaResumo: string;
  /** Path of the list the alert follows (`/public/?etiquetaBusqueda=…`). */
  lista: string;
  /** The address's id for its manage link (null: no manage link). */
  suscritorUuid: string | null;
}

export type AlertaConfirmacionDatos = AlertaBase;

export interface AlertaOpo {
  uuid: string;
  organizacion: string;
  descripcion: string;
  bop: string;
  /** YYYY-MM-DD */
  fechaBop: string | null;
  /** The process page (a path under the site) or the bulletin's page. */
  href: string;
  /** YYYY-MM-DD, when the process's application deadline is known. */
  prazoUltimoDia: string | null;
}

export interface AlertaEvento {
  uuid: string;
  proceso: string;
  urlAmigable: string;
  fase: string;
  fechaBop: string | null;
}

export interface AlertaNovidadesDatos extends AlertaBase {
  /** YYYY-MM-DD: the day of a digest, or of an immediate message. */
  dia: string;
  opos: AlertaOpo[];
  eventos: AlertaEvento[];
  /** How many more than those listed (a digest lists at most a few dozen). */
  maisOpos: number;
  maisEventos: number;
}

const T = {
  gl: {
    frecuencia: (f: FrecuenciaAlerta, hora: string) => (f === 'DIARIA' ? `un resumo diario ás ${hora}` : 'un correo en canto haxa novidades'),
    confirmSubject: (c: string) => `Confirma o teu aviso: ${c}`,
    confirmIntro: (c: string, f: string) => `Recibimos unha petición para enviar a este enderezo avisos das novas oposicións de: ${c} (${f}).`,
    confirmAction: 'Para confirmalo, abre esta ligazón:',
    confirmButton: 'Confirmar o aviso',
    confirmIgnore: 'Se non fuches ti, ignora esta mensaxe: non recibirás ningún aviso.',
    digestSubject: (c: string, d: string) => `Novas oposicións: ${c} (${d})`,
    immediateSubject: (c: string) => `Novas oposicións: ${c}`,
    digestIntro: (c: string, d: string) => `Novidades para o teu aviso (${c}) ata o ${d}:`,
    immediateIntro: (c: string) => `Acaban de publicarse novidades para o teu aviso (${c}):`,
    novas: (n: number) => (n === 1 ? 'Unha nova oposición:' : `${n} novas oposicións:`),
    eventos: 'Novas fases dos procesos que segues:',
    prazo: (d: string) => `Prazo de presentación: ata o ${d}`,
    mais: (n: number) => (n === 1 ? 'e unha máis' : `e ${n} máis`),
    lista: 'Ver a lista completa',
    footer: (c: string) => `Recibes esta mensaxe porque confirmaches o aviso de novas oposicións: ${c}.`,
    unsubscribe: 'Darse de baixa deste aviso',
  },
  es: {
    frecuencia: (f: FrecuenciaAlerta, hora: string) => (f === 'DIARIA' ? `un resumen diario a las ${hora}` : 'un correo en cuanto haya novedades'),
    confirmSubject: (c: string) => `Confirma tu aviso: ${c}`,
    confirmIntro: (c: string, f: string) => `Hemos recibido una petición para enviar a esta dirección avisos de las nuevas oposiciones de: ${c} (${f}).`,
    confirmAction: 'Para confirmarlo, abre este enlace:',
    confirmButton: 'Confirmar el aviso',
    confirmIgnore: 'Si no has sido tú, ignora este mensaje: no recibirás ningún aviso.',
    digestSubject: (c: string, d: string) => `Nuevas oposiciones: ${c} (${d})`,
    immediateSubject: (c: string) => `Nuevas oposiciones: ${c}`,
    digestIntro: (c: string, d: string) => `Novedades para tu aviso (${c}) hasta el ${d}:`,
    immediateIntro: (c: string) => `Se acaban de publicar novedades para tu aviso (${c}):`,
    novas: (n: number) => (n === 1 ? 'Una nueva oposición:' : `${n} nuevas oposiciones:`),
    eventos: 'Nuevas fases de los procesos que sigues:',
    prazo: (d: string) => `Plazo de presentación: hasta el ${d}`,
    mais: (n: number) => (n === 1 ? 'y una más' : `y ${n} más`),
    lista: 'Ver la lista completa',
    footer: (c: string) => `Recibes este mensaje porque confirmaste el aviso de nuevas oposiciones: ${c}.`,
    unsubscribe: 'Darse de baja de este aviso',
  },
} as const;

const absolute = (publicUrl: string, href: string) => (href.startsWith('/') ? `${publicUrl}${href}` : href);

export function alertaSubject(plantilla: string, datos: unknown, idioma: Idioma): string {
  if (isPlantillaPerfil(plantilla)) return alertaPerfilSubject(plantilla, datos, idioma);
  const t = T[idioma];
  const d = datos as AlertaNovidadesDatos;
  if (plantilla === 'alerta-confirmacion') return t.confirmSubject(d.criterioTexto);
  if (plantilla === 'alerta-resumo') return t.digestSubject(d.criterioTexto, formatDate(d.dia, idioma));
  return t.immediateSubject(d.criterioTexto);
}

export function renderAlertaEmail(plantilla: string, datos: unknown, idioma: Idioma, links: Links): Rendered {
  if (isPlantillaPerfil(plantilla)) return renderAlertaPerfilEmail(plantilla, datos, idioma, links);
  const t = T[idioma];
  const subject = alertaSubject(plantilla, datos, idioma);
  if (plantilla === 'alerta-confirmacion') {
    const d = datos as AlertaConfirmacionDatos;
    return layout(idioma, subject, [
      { p: t.confirmIntro(d.criterioTexto, t.frecuencia(d.frecuencia, d.horaResumo)) },
      { p: t.confirmAction },
      { link: t.confirmButton, href: links.confirmPage ?? '' },
      { p: t.confirmIgnore },
    ], links, null, t.unsubscribe);
  }
  if (plantilla !== 'alerta-resumo' && plantilla !== 'alerta-inmediata') throw new Error(`Unknown alert template ${plantilla}`);
  const d = datos as AlertaNovidadesDatos;
  const lista = absolute(links.publicUrl, d.lista);
  const blocks: Block[] = [
    { p: plantilla === 'alerta-resumo' ? t.digestIntro(d.criterioTexto, formatDate(d.dia, idioma)) : t.immediateIntro(d.criterioTexto) },
  ];
  if (d.opos.length) {
    blocks.push({ p: t.novas(d.opos.length + d.maisOpos) });
    blocks.push({
      list: d.opos.map((o) => ({
        title: o.organizacion || o.descripcion,
        lines: [
          ...(o.organizacion ? [o.descripcion] : []),
          [o.bop, o.fechaBop ? formatDate(o.fechaBop, idioma) : ''].filter(Boolean).join(' · '),
          ...(o.prazoUltimoDia ? [t.prazo(formatDate(o.prazoUltimoDia, idioma))] : []),
        ].filter(Boolean),
        href: absolute(links.publicUrl, o.href),
      })),
    });
    if (d.maisOpos) blocks.push({ p: t.mais(d.maisOpos) });
  }
  if (d.eventos.length) {
    blocks.push({ p: t.eventos });
    blocks.push({
      list: d.eventos.map((e) => ({
        title: e.proceso,
        lines: [e.fase, e.fechaBop ? formatDate(e.fechaBop, idioma) : ''].filter(Boolean),
        href: `${links.publicUrl}/public/oposicion/${encodeURIComponent(e.urlAmigable)}`,
      })),
    });
    if (d.maisEventos) blocks.push({ p: t.mais(d.maisEventos) });
  }
  blocks.push({ link: t.lista, href: lista });
  return layout(idioma, subject, blocks, links, t.footer(d.criterioTexto), t.unsubscribe);
}
