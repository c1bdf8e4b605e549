import { lectorDeProba } from '../test/feitos.js';

/**
 * Probes of the thirty-sixth pass (issue 22): a call that places its places in a scale or subscale ("plazas de X,
 * pertenecientes a la escala de Administración Especial…", "plazas de X, escala de…") and names no interim, temporary or laboral wording and no
 * pool is of career civil servants (only career staff belong to a scale; textos/README.md, the tipoPersoal bullet).
 * In Galician and Spanish, with the near-misses that must stay without a type (or keep theirs).
 */
const ler = lectorDeProba('2026-11-30', 'BOE');

describe('thirty-sixth pass: the places of a scale in a call are of career civil servants', () => {
  it.each([
    ['es, extract', 'Se han publicado íntegramente las bases que han de regir la convocatoria para proveer dos plazas de Agente de la Policía Local, pertenecientes a la escala de Administración Especial, subescala Servicios Especiales, clase Policía Local, mediante el sistema de oposición, en turno libre.', 'extracto_convocatoria', 'funcionario_carreira'],
    ['gl, extract', 'Publicáronse integramente as bases que rexerán a convocatoria para cubrir dúas prazas de axente da Policía Local, encadradas na escala de Administración Especial, subescala de Servizos Especiais, mediante o sistema de oposición, en quenda libre.', 'extracto_convocatoria', 'funcionario_carreira'],
    ['es, call, "de la escala"', 'Es objeto de la presente convocatoria la provisión de una plaza de Técnico/a de Gestión de la escala de Administración General, subescala de Gestión, mediante concurso-oposición libre.', 'convocatoria_bases', 'funcionario_carreira'],
    ['gl, correction of the call', 'Onde di: «para cubrir tres prazas de bombeiro/a, pertencentes á escala de Administración Especial», debe dicir: «para cubrir catro prazas de bombeiro/a, pertencentes á escala de Administración Especial».', 'correccion', 'funcionario_carreira'],
    ['es, the scale in apposition', 'Se han publicado íntegramente las bases que han de regir la convocatoria para proveer dos plazas de Agente de la Policía Local, escala de Administración Especial, subescala de Servicios Especiales, mediante oposición libre.', 'extracto_convocatoria', 'funcionario_carreira'],
    ['gl, the scale in apposition', 'Bases para a provisión dunha praza de oficial da Policía Local, escala de Administración Especial, subescala de Servizos Especiais, pola quenda de promoción interna.', 'convocatoria_bases', 'funcionario_carreira'],
    // negatives: an interim or a pool in a scale, a laboral post assimilated to a subgroup, a list or tribunal naming the scale
    ['gl, an interim in a scale', 'Convócase o proceso para cubrir unha praza de auxiliar administrativo, pertencente á escala de Administración Xeral, mediante nomeamento interino.', 'convocatoria_bases', 'funcionario_interino'],
    ['es, a pool of a scale', 'Bases para la convocatoria para cubrir plazas de auxiliar administrativo, pertenecientes a la escala de Administración General, mediante la constitución de una bolsa de empleo.', 'convocatoria_bases', undefined],
    ['gl, a pool named apart', 'Convócase o proceso para cubrir dúas prazas de auxiliar, pertencentes á escala de Administración Xeral. Con quen non obteña praza formarase unha bolsa de emprego para nomeamentos.', 'convocatoria_bases', undefined],
    ['gl, a laboral post assimilated', 'Convócase o proceso para cubrir unha praza de oficial de obras, asimilada ao subgrupo C2 da escala de Administración Especial.', 'convocatoria_bases', undefined],
    ['es, a laboral post assimilated', 'Se convoca el proceso para cubrir una plaza de oficial de obras, asimilada al subgrupo C2 de la escala de Administración Especial.', 'convocatoria_bases', undefined],
    ['gl, a laboral post in apposition', 'Convócase o proceso para cubrir unha praza de persoal laboral, oficial de obras, escala de Administración Especial.', 'convocatoria_bases', undefined],
    ['es, a list naming the scale', 'Se aprueba la lista provisional de personas admitidas en el proceso para proveer dos plazas de Agente, pertenecientes a la escala de Administración Especial.', 'admitidos', undefined],
    ['gl, a tribunal naming the scale', 'Designase o tribunal do proceso para cubrir dúas prazas de axente, pertencentes á escala de Administración Especial.', 'tribunal', undefined],
  ])('%s', (_, texto, tipo, esperado) => {
    expect(ler(texto, tipo).tipoPersoal?.valor).toEqual(esperado);
  });
});
