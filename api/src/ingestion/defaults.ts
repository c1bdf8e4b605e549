import { BOP_NAMES } from 'shared/contract';
import type { FilterRule, LabelRule } from './matcher.js';

/**
 * Default search filters (DECISIONS.md 10), the same for every bulletin. Written upper-case as the admin screen
 * sends them; matching ignores case and accents. Order of decision: by ascending priority, first match wins.
 *
 * - Priority 1–9, not indexable: trap phrases that contain a job word but are not a competition (SOURCES.md 8.3:
 *   hiring grants, political appointments). They win over the job phrases and leave the edict for review.
 * - Priority 10–49, indexable: strong signals of a selection process (SOURCES.md 8.1), published at once.
 * - Priority 90, not indexable: weak signals ("prazas de"), kept for an administrator to verify.
 *
 * Phrases are chosen so that the traps of SOURCES.md 8.3 (grants, prizes, procurement, courts, meetings,
 * by-laws, RPT, collective agreements) contain none of the indexable ones.
 */
const TRAPS = [
  'SUBVENCIÓNS PARA A CONTRATACIÓN', 'SUBVENCIONES PARA LA CONTRATACIÓN', 'AXUDAS PARA A CONTRATACIÓN',
  'AYUDAS PARA LA CONTRATACIÓN', 'INCENTIVOS Á CONTRATACIÓN', 'INCENTIVOS A LA CONTRATACIÓN', 'FOMENTO DO EMPREGO',
  'FOMENTO DEL EMPLEO', 'PERSOAL EVENTUAL', 'PERSONAL EVENTUAL', 'BOLSAS DE ESTUDO', 'BECAS DE',
];

const STRONG = [
  // selection process
  'PROCESO SELECTIVO', 'PROCESOS SELECTIVOS', 'PROCEDEMENTO SELECTIVO', 'PROCEDEMENTOS SELECTIVOS',
  'PROCEDIMIENTO SELECTIVO', 'PROCEDIMIENTOS SELECTIVOS', 'PROBAS SELECTIVAS', 'PRUEBAS SELECTIVAS',
  'PROCESO DE SELECCIÓN', 'BASES DE SELECCIÓN', 'PARA A SELECCIÓN DUN', 'PARA LA SELECCIÓN DE',
  'CONCURSO-OPOSICI', 'CONCURSO - OPOSICI', 'CONCURSO OPOSICI', 'POR OPOSICIÓN', 'OPOSICIÓN LIBRE',
  // job pools and lists
  'BOLSA DE EMPREGO', 'BOLSA DE EMPLEO', 'BOLSA DE TRABALLO', 'BOLSA DE TRABAJO', 'LISTAXE DE EMPREGO',
  'LISTA DE RESERVA', 'LISTAS DE CONTRATACI', 'LISTA DE CONTRATACI', 'LISTAXE DE CONTRATACI',
  // candidates, boards, results, appointments
  'ADMITIDAS E EXCLU', 'ADMITIDOS E EXCLU', 'ADMITIDAS Y EXCLU', 'ADMITIDOS Y EXCLU', 'PERSOAS ASPIRANTES',
  'ASPIRANTES ADMITIDOS', 'TRIBUNAL CUALIFICADOR', 'TRIBUNAL CALIFICADOR', 'COMPOSICIÓN DO TRIBUNAL',
  'COMPOSICIÓN DEL TRIBUNAL', 'ÓRGANO DE SELECCIÓN', 'PRIMEIRO EXERCICIO', 'PRIMER EJERCICIO',
  'RELACIÓN DE APROBADOS', 'DE APROBADOS', 'PERSOAS APROBADAS', 'ASPIRANTES APROBADOS', 'PROPOSTA DE NOMEAMENTO',
  'PROPUESTA DE NOMBRAMIENTO', 'FUNCIONARIO DE CARREIRA', 'FUNCIONARIA DE CARREIRA', 'FUNCIONARIOS DE CARREIRA',
  'FUNCIONARIOS/AS DE CARREIRA', 'FUNCIONARIO DE CARRERA', 'FUNCIONARIA DE CARRERA', 'FUNCIONARIOS DE CARRERA',
  // public employment offer
  'OFERTA DE EMPREGO PÚBLICO', 'OFERTAS DE EMPREGO PÚBLICO', 'OFERTA ORDINARIA DE EMPREGO',
  'OFERTA EXTRAORDINARIA DE EMPREGO', 'OFERTA DE EMPLEO PÚBLICO', 'OFERTAS DE EMPLEO PÚBLICO',
  // kinds of employment
  'PERSOAL LABORAL TEMPORAL', 'PERSOAL LABORAL FIXO', 'PERSONAL LABORAL TEMPORAL', 'PERSONAL LABORAL FIJO',
  'CONTRATACIÓN LABORAL TEMPORAL', 'CONTRATACIÓN TEMPORAL DE PERSOAL', 'CONTRATACIÓN TEMPORAL DE PERSONAL',
  'INTERINIDADE', 'INTERINIDAD', 'FUNCIONARIO INTERINO', 'FUNCIONARIA INTERINA', 'PERSOAL FUNCIONARIO INTERINO',
  'PERSOAL DOCENTE E INVESTIGADOR', 'PERSONAL DOCENTE E INVESTIGADOR', 'CORPOS DOCENTES', 'CUERPOS DOCENTES',
  'CONCURSO DE ACCESO',
  // provision of posts
  'PROVISIÓN EN PROPIEDADE', 'PROVISIÓN EN INTERINIDADE', 'PROVISIÓN DE POSTOS', 'PROVISIÓN DE PUESTOS',
  'PROVISIÓN DE PLAZAS', 'PROVISIÓN DE PRAZAS', 'CONVOCATORIA PARA A PROVISIÓN', 'CONVOCATORIA PARA LA PROVISIÓN',
  'CONCURSO DE TRASLADOS', 'CONCURSO ESPECÍFICO', 'LIBRE DESIGNACIÓN', 'PROMOCIÓN INTERNA', 'QUENDA LIBRE',
  'TURNO LIBRE', 'REFERENTE A LA CONVOCATORIA PARA PROVEER', 'CONVOCATORIA PARA PROVEER',
];

const WEAK = ['PRAZAS DE', 'PLAZAS DE', 'PRAZA DE', 'PLAZA DE'];

export function defaultFilters(): FilterRule[] {
  const rows: FilterRule[] = [];
  for (const bop of BOP_NAMES) {
    TRAPS.forEach((textoBusqueda) => rows.push({ bop, textoBusqueda, prioridad: 1, indexable: false }));
    STRONG.forEach((textoBusqueda) => rows.push({ bop, textoBusqueda, prioridad: 10, indexable: true }));
    WEAK.forEach((textoBusqueda) => rows.push({ bop, textoBusqueda, prioridad: 90, indexable: false }));
  }
  return rows;
}

/** [label, texts…]: the label is added when any text is found as a whole word or phrase. */
const LABELS: [string, ...string[]][] = [
  // posts
  ['auxiliar administrativo', 'auxiliar administrativo', 'auxiliar administrativa', 'auxiliar administrativo/a', 'auxiliares administrativos', 'escala auxiliar administrativa', 'corpo auxiliar'],
  ['técnico de administración xeral', 'técnico/a de administración xeral', 'técnico de administración xeral', 'técnica ou técnico de administración xeral', 'técnico/a de administración general', 'técnico de administración general'],
  ['administrativo', 'administrativo/a de administración xeral', 'administrativa de administración xeral', 'escala administrativa', 'prazas de administrativo'],
  ['policía local', 'policía local'],
  ['bombeiro', 'bombeiro', 'bombeira', 'bombeiros', 'bombero', 'bombera', 'bomberos'],
  ['socorrista', 'socorrista', 'socorristas'],
  ['arquitecto', 'arquitecto', 'arquitecta', 'arquitecto/a'],
  ['enxeñeiro', 'enxeñeiro', 'enxeñeira', 'enxeñeiro/a', 'ingeniero', 'ingeniera'],
  ['traballador social', 'traballador/a social', 'traballador social', 'traballadora social', 'trabajador social', 'trabajadora social'],
  ['axuda no fogar', 'axuda no fogar', 'ayuda en el hogar', 'ayuda a domicilio'],
  ['peón', 'peón', 'peóns', 'peones', 'operario', 'operaria', 'operario/a', 'albanel', 'albañil'],
  ['conserxe', 'conserxe', 'conserje', 'ordenanza-conserxe'],
  ['docente', 'corpos docentes', 'cuerpos docentes', 'persoal docente', 'profesorado', 'ensino secundario', 'enseñanza secundaria'],
  ['sanidade', 'servizo galego de saúde', 'persoal estatutario', 'enfermaría', 'enfermería', 'fisioterapeuta'],
  ['universidade', 'universidade', 'cuerpos docentes universitarios'],
  ['axente de emprego', 'axente de emprego e desenvolvemento local', 'agente de empleo y desarrollo local', 'técnico/a de emprego'],
  ['igualdade', 'axente técnico/a de igualdade', 'axente de igualdade', 'agente de igualdad'],
  ['medio ambiente', 'medio ambiente', 'axentes facultativos ambientais', 'forestal'],
  ['educación infantil', 'escolas infantís', 'persoal educador', 'educador infantil'],
  ['xuventude', 'técnico/a de xuventude', 'técnico de xuventude'],
  ['prevención de riscos', 'riscos laborais', 'riesgos laborales'],
  // kind of process or step
  ['oposición', 'oposición libre', 'por oposición'],
  ['concurso-oposición', 'concurso-oposición', 'concurso - oposición', 'concurso oposición'],
  ['bolsa de emprego', 'bolsa de emprego', 'bolsa de empleo', 'listaxe de emprego', 'bolsa de traballo', 'bolsa de trabajo', 'lista de reserva'],
  ['listas de contratación', 'listas de contratación', 'lista de contratación'],
  ['oferta de emprego público', 'oferta de emprego público', 'ofertas de emprego público', 'oferta ordinaria de emprego público', 'oferta de empleo público'],
  ['admitidos', 'admitidas e excluídas', 'admitidos e excluídos', 'admitidos y excluidos', 'admitidas y excluidas', 'lista definitiva de admitidos'],
  ['tribunal', 'tribunal cualificador', 'tribunal calificador', 'composición do tribunal', 'composición del tribunal'],
  ['aprobados', 'de aprobados', 'persoas aprobadas', 'aspirantes aprobados', 'proposta de nomeamento', 'propuesta de nombramiento'],
  ['nomeamento', 'funcionario de carreira', 'funcionaria de carreira', 'funcionarios/as de carreira', 'funcionario de carrera', 'funcionaria de carrera'],
  ['persoal laboral', 'persoal laboral', 'personal laboral', 'contratación laboral'],
  ['interinidade', 'interinidade', 'interinidad', 'funcionario interino', 'persoal funcionario interino'],
  ['promoción interna', 'promoción interna'],
  ['provisión de postos', 'provisión de postos', 'provisión de puestos', 'concurso de traslados', 'concurso específico', 'libre designación'],
  ['corrección de erros', 'corrección de erros', 'corrigen errores', 'corrección de errores'],
];

export function defaultLabelRules(): LabelRule[] {
  return LABELS.flatMap(([etiqueta, ...texts], i) =>
    // The create screen lower-cases the search text before sending it; the defaults are written the same way.
    texts.map((texto) => ({ etiqueta, textoBusqueda: texto.toLowerCase(), prioridad: (i + 1) * 10, comprobarCadenaCompleta: true })));
}
