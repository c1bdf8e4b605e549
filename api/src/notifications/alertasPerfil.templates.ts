/**
 * The e-mails of a profile alert (issue 24, "avísame cando se abra un proceso para min"), in Galician and Spanish:
 * the confirmation (double opt-in) and the news (daily digest or immediate): each new process the profile may apply
 * to or must check, with that answer and its reasons in words. Everything shown is in the message's data, worded in
 * the alert's language when it was queued, so rendering needs nothing else.
 */
import { formatDate, layout, type Block, type Idioma, type Links, type Rendered } from './templates.js';

type FrecuenciaAlerta = 'DIARIA' | 'INMEDIATA';

interface AlertaPerfilBase {
  /** The profile in a line, in the message's language ("ESO / Graduado escolar · CELGA 3 · B"). */
  perfilTexto: string;
  frecuencia: FrecuenciaAlerta;
  /** "08:00": the daily digest's hour. */
  horaResumo: string;
  /** The address's id for its manage link. */
  suscritorUuid: string | null;
}

export type AlertaPerfilConfirmacionDatos = AlertaPerfilBase;

export interface ProcesoDoPerfil {
  uuid: string;
  organizacion: string;
  descripcion: string;
  bop: string;
  /** YYYY-MM-DD */
  fechaBop: string | null;
  /** The process page (a path under the site) or the bulletin's page. */
  href: string;
  prazoUltimoDia: string | null;
  resposta: 'podes' | 'revisa';
  /** The answer in words ("Podes presentarte", "Revisa as bases"). */
  respostaTexto: string;
  /** Its reasons in words, one per requirement ("Galego: pídese CELGA 4 e tes CELGA 4"). */
  motivos: string[];
}

export interface AlertaPerfilNovidadesDatos extends AlertaPerfilBase {
  /** YYYY-MM-DD: the day of a digest, or of an immediate message. */
  dia: string;
  procesos: ProcesoDoPerfil[];
  /** How many more than those listed. */
  mais: number;
  /** Path of the alert's Atom feed (signed). */
  feed: string;
}

export const PLANTILLAS_PERFIL = ['alerta-perfil-confirmacion', 'alerta-perfil-resumo', 'alerta-perfil-inmediata'] as const;
export const isPlantillaPerfil = (p: string) => (PLANTILLAS_PERFIL as readonly string[]).includes(p);

const MARCA = { podes: '✓', revisa: '?' } as const;

const T = {
  gl: {
    frecuencia: (f: FrecuenciaAlerta, hora: string) => (f === 'DIARIA' ? `un resumo diario ás ${hora}` : 'un correo ao momento'),
    confirmSubject: 'Confirma o teu aviso: procesos para o teu perfil',
    confirmIntro: (f: string) => `Recibimos unha petición para avisar a este enderezo cando se abra un proceso para o teu perfil (${f}).`,
    perfil: (p: string) => `O teu perfil: ${p}.`,
    confirmQue: 'Só che escribiremos polos procesos aos que podes presentarte ou cuxas bases debes revisar, dicindo cal e por que; nunca polos que non cumpres.',
    confirmGarda: 'Gardamos o teu perfil só con este aviso: bórrase cando te deas de baixa (un clic en calquera correo).',
    confirmAction: 'Para confirmalo, abre esta ligazón:',
    confirmButton: 'Confirmar o aviso',
    confirmIgnore: 'Se non fuches ti, ignora esta mensaxe: non recibirás ningún aviso e o perfil borrarase.',
    subject: (n: number) => (n === 1 ? 'Un novo proceso para o teu perfil' : `${n} novos procesos para o teu perfil`),
    digestSubject: (n: number, d: string) => `${n === 1 ? 'Un novo proceso para o teu perfil' : `${n} novos procesos para o teu perfil`} (${d})`,
    intro: (p: string) => `Abriuse algún proceso para o teu perfil (${p}):`,
    prazo: (d: string) => `Prazo de presentación: ata o ${d}`,
    mais: (n: number) => (n === 1 ? 'e un máis' : `e ${n} máis`),
    aviso: 'Comparamos o teu perfil cos requisitos que lemos dos textos; o que vale é o que din as bases.',
    feed: 'Seguir estes procesos nun lector de noticias (Atom)',
    footer: 'Recibes esta mensaxe porque confirmaches o aviso de procesos para o teu perfil.',
    unsubscribe: 'Darse de baixa deste aviso e borrar o perfil gardado',
  },
  es: {
    frecuencia: (f: FrecuenciaAlerta, hora: string) => (f === 'DIARIA' ? `un resumen diario a las ${hora}` : 'un correo al momento'),
    confirmSubject: 'Confirma tu aviso: procesos para tu perfil',
    confirmIntro: (f: string) => `Hemos recibido una petición para avisar a esta dirección cuando se abra un proceso para tu perfil (${f}).`,
    perfil: (p: string) => `Tu perfil: ${p}.`,
    confirmQue: 'Solo te escribiremos por los procesos a los que puedes presentarte o cuyas bases debes revisar, diciendo cuál y por qué; nunca por los que no cumples.',
    confirmGarda: 'Guardamos tu perfil solo con este aviso: se borra cuando te des de baja (un clic en cualquier correo).',
    confirmAction: 'Para confirmarlo, abre este enlace:',
    confirmButton: 'Confirmar el aviso',
    confirmIgnore: 'Si no has sido tú, ignora este mensaje: no recibirás ningún aviso y el perfil se borrará.',
    subject: (n: number) => (n === 1 ? 'Un nuevo proceso para tu perfil' : `${n} nuevos procesos para tu perfil`),
    digestSubject: (n: number, d: string) => `${n === 1 ? 'Un nuevo proceso para tu perfil' : `${n} nuevos procesos para tu perfil`} (${d})`,
    intro: (p: string) => `Se ha abierto algún proceso para tu perfil (${p}):`,
    prazo: (d: string) => `Plazo de presentación: hasta el ${d}`,
    mais: (n: number) => (n === 1 ? 'y uno más' : `y ${n} más`),
    aviso: 'Comparamos tu perfil con los requisitos que leímos de los textos; lo que vale es lo que dicen las bases.',
    feed: 'Seguir estos procesos en un lector de noticias (Atom)',
    footer: 'Recibes este mensaje porque confirmaste el aviso de procesos para tu perfil.',
    unsubscribe: 'Darse de baja de este aviso y borrar el perfil guardado',
  },
} as const;

const absolute = (publicUrl: string, href: string) => (href.startsWith('/') ? `${publicUrl}${href}` : href);

export function alertaPerfilSubject(plantilla: string, datos: unknown, idioma: Idioma): string {
  const t = T[idioma];
  if (plantilla === 'alerta-perfil-confirmacion') return t.confirmSubject;
  const d = datos as AlertaPerfilNovidadesDatos;
  const n = d.procesos.length + d.mais;
  return plantilla === 'alerta-perfil-resumo' ? t.digestSubject(n, formatDate(d.dia, idioma)) : t.subject(n);
}

export function renderAlertaPerfilEmail(plantilla: string, datos: unknown, idioma: Idioma, links: Links): Rendered {
  const t = T[idioma];
  const subject = alertaPerfilSubject(plantilla, datos, idioma);
  if (plantilla === 'alerta-perfil-confirmacion') {
    const d = datos as AlertaPerfilConfirmacionDatos;
    return layout(idioma, subject, [
      { p: t.confirmIntro(t.frecuencia(d.frecuencia, d.horaResumo)) },
      { p: t.perfil(d.perfilTexto) },
      { p: t.confirmQue },
      { p: t.confirmGarda },
      { p: t.confirmAction },
      { link: t.confirmButton, href: links.confirmPage ?? '' },
      { p: t.confirmIgnore },
    ], links, null, t.unsubscribe);
  }
  if (plantilla !== 'alerta-perfil-resumo' && plantilla !== 'alerta-perfil-inmediata') throw new Error(`Unknown profile alert template ${plantilla}`);
  const d = datos as AlertaPerfilNovidadesDatos;
  const blocks: Block[] = [
    { p: t.intro(d.perfilTexto) },
    {
      list: d.procesos.map((o) => ({
        title: o.organizacion || o.descripcion,
        lines: [
          ...(o.organizacion ? [o.descripcion] : []),
          [o.bop, o.fechaBop ? formatDate(o.fechaBop, idioma) : ''].filter(Boolean).join(' · '),
          ...(o.prazoUltimoDia ? [t.prazo(formatDate(o.prazoUltimoDia, idioma))] : []),
          `${MARCA[o.resposta]} ${o.respostaTexto}`,
          ...o.motivos.map((m) => `· ${m}`),
        ].filter(Boolean),
        href: absolute(links.publicUrl, o.href),
      })),
    },
  ];
  if (d.mais) blocks.push({ p: t.mais(d.mais) });
  blocks.push({ p: t.aviso });
  blocks.push({ link: t.feed, href: absolute(links.publicUrl, d.feed) });
  return layout(idioma, subject, blocks, links, t.footer, t.unsubscribe);
}
