import type { FilterRule, LabelRule } from './matcher.js';

/**
 * Default search filters: none. Which edicts are competitions is decided by the domain classifier
 * (api/src/domain/clasificador.ts), a model of the kinds of edict with evidence on both sides; search filters are an
 * administrator's overrides of it (DECISIONS.md 10: indexable publishes, otherwise review), for a wording it gets wrong.
 */
export function defaultFilters(): FilterRule[] {
  return [];
}

/** [label, texts…]: the label is added when any text is found as a whole word or phrase. */
const LABELS: [string, ...string[]][] = [
  // posts
  ['auxiliar administrativo', 'auxiliar administrativo', 'auxiliar administrativa', 'auxiliar administrativo/a', 'auxiliares administrativos', 'escala auxiliar administrativa', 'corpo auxiliar'],
  ['técnico de administración xeral', 'escala de administración xeral, subescala técnica', 'subescala técnica de administración xeral', 'técnico/a de administración xeral', 'técnico de administración xeral', 'técnica ou técnico de administración xeral', 'técnico/a de administración general', 'técnico de administración general'],
  ['administrativo', 'administrativo/a de administración xeral', 'administrativa de administración xeral', 'escala administrativa', 'prazas de administrativo'],
  ['policía local', 'policía local'],
  ['bombeiro', 'bombeiro', 'bombeira', 'bombeiros', 'bombero', 'bombera', 'bomberos'],
  ['socorrista', 'socorrista', 'socorristas'],
  ['arquitecto', 'arquitecto', 'arquitecta', 'arquitecto/a'],
  ['enxeñeiro', 'enxeñeiro', 'enxeñeira', 'enxeñeiro/a', 'ingeniero', 'ingeniera'],
  ['traballador social', 'servizos sociais comunitarios', 'traballador/a social', 'traballador social', 'traballadora social', 'trabajador social', 'trabajadora social'],
  ['axuda no fogar', 'axuda no fogar', 'ayuda en el hogar', 'ayuda a domicilio'],
  ['peón', 'peón', 'peóns', 'peones', 'operario', 'operaria', 'operario/a', 'albanel', 'albañil'],
  ['conserxe', 'conserxe', 'conserje', 'ordenanza-conserxe'],
  ['docente', 'profesor titular', 'catedrático', 'persoal docente e investigador', 'corpo de mestres', 'corpos docentes', 'cuerpos docentes', 'persoal docente', 'profesorado', 'ensino secundario', 'enseñanza secundaria'],
  ['sanidade', 'enfermeiro', 'médico', 'auxiliar de enfermaría', 'urxencias sanitarias', 'sanitario', 'servizo galego de saúde', 'persoal estatutario', 'enfermaría', 'enfermería', 'fisioterapeuta'],
  ['universidade', 'universidade', 'cuerpos docentes universitarios'],
  ['axente de emprego', 'orientador laboral', 'técnico de inserción laboral', 'axente de emprego e desenvolvemento local', 'agente de empleo y desarrollo local', 'técnico/a de emprego'],
  ['igualdade', 'igualdade', 'centro de información ás mulleres', 'cim', 'axente técnico/a de igualdade', 'axente de igualdade', 'agente de igualdad'],
  ['medio ambiente', 'medio ambiente', 'axentes facultativos ambientais', 'forestal'],
  ['educación infantil', 'escola infantil', 'educador infantil', 'escolas infantís', 'persoal educador', 'educador infantil'],
  ['xuventude', 'xuvenil', 'tempo libre', 'técnico/a de xuventude', 'técnico de xuventude'],
  ['prevención de riscos', 'riscos laborais', 'riesgos laborales'],
  // kind of process or step
  ['oposición', 'sistema de oposición', 'da oposición', 'oposición libre', 'por oposición'],
  ['concurso-oposición', 'concurso-oposición', 'concurso - oposición', 'concurso oposición'],
  ['bolsa de emprego', 'bolsa', 'lista de emprego', 'bolsa de emprego', 'bolsa de empleo', 'listaxe de emprego', 'bolsa de traballo', 'bolsa de trabajo', 'lista de reserva'],
  ['listas de contratación', 'lista de espera', 'orde de chamamento', 'chamamento', 'listas de contratación', 'lista de contratación'],
  ['oferta de emprego público', 'oferta de emprego público', 'ofertas de emprego público', 'oferta ordinaria de emprego público', 'oferta de empleo público'],
  ['admitidos', 'aspirantes admitidos', 'lista provisional', 'lista definitiva', 'relación definitiva de aspirantes', 'relación provisional de aspirantes', 'admitidas e excluídas', 'admitidos e excluídos', 'admitidos y excluidos', 'admitidas y excluidas', 'lista definitiva de admitidos'],
  ['tribunal', 'órgano de selección', 'comisión de selección', 'membros do tribunal', 'tribunal de selección', 'tribunal cualificador', 'tribunal calificador', 'composición do tribunal', 'composición del tribunal'],
  ['aprobados', 'relación de aprobados', 'cualificacións', 'puntuacións', 'resultado final', 'persoas seleccionadas', 'proposta de contratación', 'aspirantes seleccionados', 'de aprobados', 'persoas aprobadas', 'aspirantes aprobados', 'proposta de nomeamento', 'propuesta de nombramiento'],
  ['nomeamento', 'nomeamento como funcionario', 'toma de posesión', 'por la que se nombra', 'pola que se nomea', 'funcionario en prácticas', 'nombramiento de funcionario', 'funcionario de carreira', 'funcionaria de carreira', 'funcionarios/as de carreira', 'funcionario de carrera', 'funcionaria de carrera'],
  ['persoal laboral', 'contratación', 'contrato laboral', 'laboral temporal', 'laboral fixo', 'persoal laboral', 'personal laboral', 'contratación laboral'],
  ['interinidade', 'interino', 'cobertura interina', 'interinidade', 'interinidad', 'funcionario interino', 'persoal funcionario interino'],
  ['promoción interna', 'promoción interna'],
  ['provisión de postos', 'comisión de servizos', 'mobilidade interadministrativa', 'adscrición', 'provisión de postos', 'provisión de puestos', 'concurso de traslados', 'concurso específico', 'libre designación'],
  ['corrección de erros', 'rectificación', 'erro material', 'emenda de erro', 'corrixenda', 'corrección de erros', 'corrigen errores', 'corrección de errores'],
];

export function defaultLabelRules(): LabelRule[] {
  return LABELS.flatMap(([etiqueta, ...texts], i) =>
    // The create screen lower-cases the search text before sending it; the defaults are written the same way.
    texts.map((texto) => ({ etiqueta, textoBusqueda: texto.toLowerCase(), prioridad: (i + 1) * 10, comprobarCadenaCompleta: true })));
}
