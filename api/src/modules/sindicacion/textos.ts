import { messages } from 'shared/catalogues';
import { CAMPOS_FEITOS, valorDoFiltro, type FiltrosLista } from 'shared/contract';
import type { Lang } from '../../security/lang.js';
import type { TipoEventoDatado } from '../../domain/datasExame.js';

export const SITE_NAME = 'Oposicións Galicia';
/** The year the site's tag: URIs are minted from (RFC 4151): fixed, so every id stays the same for ever. */
export const TAG_YEAR = 2024;

const LOCALE: Record<Lang, string> = { gl: 'gl-ES', es: 'es-ES' };

/** "12 de marzo de 2026" in the language (dates are YYYY-MM-DD days, read as such). */
export function dataLonga(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** "17/12/2026". */
export function dataCurta(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

const TIPOS_EDICTO: Record<Lang, Record<string, string>> = {
  gl: {
    convocatoria_bases: 'Bases e convocatoria', extracto_convocatoria: 'Extracto da convocatoria', bolsa_emprego: 'Bolsa de emprego',
    listas_contratacion: 'Listas de contratación', admitidos: 'Admitidos e excluídos', tribunal: 'Tribunal', data_exame: 'Data de exame',
    resultados: 'Resultados', nomeamento: 'Nomeamento', correccion: 'Corrección', oep: 'Oferta de emprego público', provision_postos: 'Provisión de postos',
  },
  es: {
    convocatoria_bases: 'Bases y convocatoria', extracto_convocatoria: 'Extracto de la convocatoria', bolsa_emprego: 'Bolsa de empleo',
    listas_contratacion: 'Listas de contratación', admitidos: 'Admitidos y excluidos', tribunal: 'Tribunal', data_exame: 'Fecha de examen',
    resultados: 'Resultados', nomeamento: 'Nombramiento', correccion: 'Corrección', oep: 'Oferta de empleo público', provision_postos: 'Provisión de puestos',
  },
};

const TIPOS_ANUNCIO: Record<Lang, Record<string, string>> = {
  gl: {
    convocatoria: 'convocatorias', bolsa: 'bolsas de emprego', admitidos: 'listas de admitidos', tribunal: 'tribunais', exame: 'datas de exame',
    resultados: 'resultados', nomeamento: 'nomeamentos', correccion: 'correccións', oep: 'ofertas de emprego público', provision: 'provisión de postos',
  },
  es: {
    convocatoria: 'convocatorias', bolsa: 'bolsas de empleo', admitidos: 'listas de admitidos', tribunal: 'tribunales', exame: 'fechas de examen',
    resultados: 'resultados', nomeamento: 'nombramientos', correccion: 'correcciones', oep: 'ofertas de empleo público', provision: 'provisión de puestos',
  },
};

export const tipoEdictoNome = (tipo: string | undefined, lang: Lang): string | null => (tipo && TIPOS_EDICTO[lang][tipo]) || null;

const T = {
  gl: {
    feedUltimas: 'últimas convocatorias',
    feedEtiqueta: (e: string) => `etiqueta «${e}»`,
    feedTexto: (t: string) => `busca «${t}»`,
    feedFecha: (f: string) => `boletíns do ${f}`,
    feedFechaBop: (b: string, f: string) => `${b} do ${f}`,
    feedSubtitulo: 'Oposicións e emprego público de Galicia publicados nos boletíns oficiais (BOP, DOG, BOE), ao día.',
    prazoAberto: 'prazo aberto',
    prazoAta: (d: string) => `Prazo de presentación: ata o ${d}`,
    prazoPechado: (d: string) => `Prazo de presentación pechado (${d})`,
    prazoPendente: 'Prazo de presentación: pendente da publicación do extracto',
    estimado: 'estimado',
    publicadoEn: (b: string, f: string) => `Publicado no ${b} o ${f}.`,
    etiquetas: 'Etiquetas',
    verAnuncio: 'Ver o anuncio no boletín',
    verDocumento: 'Ver o documento',
    verProceso: 'Ver o proceso',
    procesoFeed: (t: string) => `${t}: fases do proceso`,
    fase: 'Fase',
    dereitos: 'Compilación: Oposicións Galicia, baixo licenza CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/deed.gl). Os textos dos boletíns oficiais son de dominio público (Lei de propiedade intelectual, art. 13); o texto publicado no boletín é o que vale.',
    calendarioNome: (t: string) => `${t} · ${SITE_NAME}`,
    calendarioDescricion: (t: string) => `Datas do proceso selectivo «${t}»: prazo de presentación, exames e publicacións. O texto publicado no boletín é o que vale.`,
    eventoPrazo: (t: string) => `Último día de prazo: ${t}`,
    eventoPrazoDescricion: (texto: string, estimado: boolean) =>
      `Último día para presentar a solicitude${estimado ? ' (estimado: o boletín non di todo o prazo; comprobao nas bases)' : ''}.${texto ? ` Prazo: «${texto}».` : ''}`,
    evento: { exame: 'Exame', entrevista: 'Entrevista', lectura: 'Lectura do exercicio' } as Record<TipoEventoDatado, string>,
    ordinal: (n: number) => `${n}.º exercicio`,
    eventoPublicacion: (t: string) => `Publicado: ${t}`,
  },
  es: {
    feedUltimas: 'últimas convocatorias',
    feedEtiqueta: (e: string) => `etiqueta «${e}»`,
    feedTexto: (t: string) => `búsqueda «${t}»`,
    feedFecha: (f: string) => `boletines del ${f}`,
    feedFechaBop: (b: string, f: string) => `${b} del ${f}`,
    feedSubtitulo: 'Oposiciones y empleo público de Galicia publicados en los boletines oficiales (BOP, DOG, BOE), al día.',
    prazoAberto: 'plazo abierto',
    prazoAta: (d: string) => `Plazo de presentación: hasta el ${d}`,
    prazoPechado: (d: string) => `Plazo de presentación cerrado (${d})`,
    prazoPendente: 'Plazo de presentación: pendiente de la publicación del extracto',
    estimado: 'estimado',
    publicadoEn: (b: string, f: string) => `Publicado en el ${b} el ${f}.`,
    etiquetas: 'Etiquetas',
    verAnuncio: 'Ver el anuncio en el boletín',
    verDocumento: 'Ver el documento',
    verProceso: 'Ver el proceso',
    procesoFeed: (t: string) => `${t}: fases del proceso`,
    fase: 'Fase',
    dereitos: 'Compilación: Oposicións Galicia, bajo licencia CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/deed.es). Los textos de los boletines oficiales son de dominio público (Ley de propiedad intelectual, art. 13); el texto publicado en el boletín es el que vale.',
    calendarioNome: (t: string) => `${t} · ${SITE_NAME}`,
    calendarioDescricion: (t: string) => `Fechas del proceso selectivo «${t}»: plazo de presentación, exámenes y publicaciones. El texto publicado en el boletín es el que vale.`,
    eventoPrazo: (t: string) => `Último día de plazo: ${t}`,
    eventoPrazoDescricion: (texto: string, estimado: boolean) =>
      `Último día para presentar la solicitud${estimado ? ' (estimado: el boletín no dice todo el plazo; compruébalo en las bases)' : ''}.${texto ? ` Plazo: «${texto}».` : ''}`,
    evento: { exame: 'Examen', entrevista: 'Entrevista', lectura: 'Lectura del ejercicio' } as Record<TipoEventoDatado, string>,
    ordinal: (n: number) => `${n}.º ejercicio`,
    eventoPublicacion: (t: string) => `Publicado: ${t}`,
  },
} as const;

export const textos = (lang: Lang) => T[lang];

/**
 * The filters of a list in words, for a feed's title: "Lugo, BOP Lugo, bolsas de emprego, prazo aberto, grupo C2,
 * Persoal laboral fixo" (the facts named as the list's filters name them, catalogue keys `public.filtro.*`).
 */
export function filtrosEnPalabras(f: FiltrosLista, lang: Lang): string[] {
  const out: string[] = [];
  if (f.provincia) out.push(f.provincia);
  if (f.boletin) out.push(f.boletin);
  if (f.tipo) out.push(TIPOS_ANUNCIO[lang][f.tipo] ?? f.tipo);
  if (f.etiqueta) out.push(`«${f.etiqueta}»`);
  if (f.prazoAberto) out.push(T[lang].prazoAberto);
  for (const campo of CAMPOS_FEITOS) {
    const v = valorDoFiltro(f, campo);
    if (v === undefined) continue;
    const nome = messages[lang][`public.filtro.${campo}.${v}`] ?? v;
    out.push(campo === 'grupo' ? `${messages[lang]['public.filtros.grupo'].toLowerCase()} ${nome}` : nome);
  }
  return out;
}
