import { normalizeText } from '../text.js';

/**
 * The reviewed Spanish name of every label the site ships (api/src/ingestion/defaults.ts), written by hand: a name is
 * a name, never a word-by-word folding of the Galician one ("corrección de erros" is "corrección de errores", not
 * "corrección de erroreses"; "axuda no fogar" is the service Spanish calls "ayuda a domicilio"). Labels are kept and
 * linked in Galician; only their shown name changes with the interface language. A label an administrator creates
 * and this table does not know is shown by its Galician name in both languages.
 *
 * Names follow the Spanish terms of the same bodies: BOE and the bilingual BOP Ourense titles for the steps of a
 * process, SEPE's occupation names for posts, and the Spanish name Galician councils give their own services.
 */
export const NOMES_ETIQUETAS_ES: Readonly<Record<string, string>> = {
  // posts
  'auxiliar administrativo': 'auxiliar administrativo',
  'técnico de administración xeral': 'técnico de administración general',
  administrativo: 'administrativo',
  'policía local': 'policía local',
  bombeiro: 'bombero',
  socorrista: 'socorrista',
  arquitecto: 'arquitecto',
  'enxeñeiro': 'ingeniero',
  'traballador social': 'trabajador social',
  'axuda no fogar': 'ayuda a domicilio',
  'peón': 'peón',
  conserxe: 'conserje',
  docente: 'docente',
  sanidade: 'sanidad',
  universidade: 'universidad',
  'axente de emprego': 'agente de empleo',
  igualdade: 'igualdad',
  'medio ambiente': 'medio ambiente',
  'educación infantil': 'educación infantil',
  xuventude: 'juventud',
  'prevención de riscos': 'prevención de riesgos',
  // kind of process or step
  'oposición': 'oposición',
  'concurso-oposición': 'concurso-oposición',
  'bolsa de emprego': 'bolsa de empleo',
  'listas de contratación': 'listas de contratación',
  'oferta de emprego público': 'oferta de empleo público',
  admitidos: 'admitidos',
  tribunal: 'tribunal',
  aprobados: 'aprobados',
  nomeamento: 'nombramiento',
  'persoal laboral': 'personal laboral',
  interinidade: 'interinidad',
  'promoción interna': 'promoción interna',
  'provisión de postos': 'provisión de puestos',
  'corrección de erros': 'corrección de errores',
};

const BY_LABEL = new Map(Object.entries(NOMES_ETIQUETAS_ES));
/** The same table keyed by the label as normalizeText sees it, so "Bombeiro" or "enxeneiro" find their name too. */
const BY_NORMALIZED = new Map(Object.entries(NOMES_ETIQUETAS_ES).map(([gl, es]) => [normalizeText(gl), es]));

/** A label's Spanish name: the reviewed one, or the Galician label itself when none is known (never a made-up form). */
export function nomeEtiquetaEs(etiqueta: string): string {
  return BY_LABEL.get(etiqueta) ?? BY_NORMALIZED.get(normalizeText(etiqueta)) ?? etiqueta;
}

