import type { FeitosDoTexto } from '../contract/feitos.js';
import { feitos } from '../i18n/catalogues/feitos.js';
import { listas } from '../i18n/catalogues/listas.js';
import { perfilTextos } from '../i18n/catalogues/perfilTextos.js';
import { addCatalogues } from '../i18n/messages.js';
import { translate } from '../i18n/useT.js';
import { avaliarPerfil, carnesCubertos, type LugarProceso } from './avaliar.js';
import { motivoEnPalabras, razonEnPalabras } from './explicar.js';
import { CAUSAS, normalizarPerfil, type Causa, type Perfil, type RequisitoPerfil, type Resposta } from './perfil.js';

// The texts a browser fetches once a profile exists.
// The texts loadPerfilCatalogue brings with the answers (the facts' and lists' words among them).
addCatalogues([perfilTextos, feitos, listas]);

const gl = (k: string, p?: Record<string, string | number>) => translate('gl', k, p);
const es = (k: string, p?: Record<string, string | number>) => translate('es', k, p);

const BASES = 'uuid-bases';
const lido = <T,>(valor: T, cita: string, confianza = 0.9) => ({ valor, cita, edicto: BASES, confianza });

/** A graduate with CELGA 4 and a B licence, not a civil servant, who wants anything anywhere. */
const persoa = (p: Partial<Perfil> = {}): Perfil => ({
  titulacion: 'grao', celga: 4, carnes: ['B'], provincias: [], concellos: [], persoal: [], quendas: [], funcionario: false, ...p,
});

const TIT_ESO = { titulacion: lido({ nivel: 'eso' as const }, 'Estar en posesión do título de graduado en ESO ou equivalente.') };
const TIT_GRAO = { titulacion: lido({ nivel: 'grao' as const }, 'Estar en posesión do título de grao ou diplomatura.') };
const TIT_MASTER = { titulacion: lido({ nivel: 'licenciatura_master' as const }, 'Licenciatura o máster universitario.') };
const TIT_TS = { titulacion: lido({ nivel: 'grao' as const, nome: 'Grao en Traballo Social' }, 'Estar en posesión do título de Grao en Traballo Social ou diplomatura equivalente.') };
const TIT_TCAE = { titulacion: lido({ nivel: 'bacharelato_tecnico' as const, nome: 'Técnico en Coidados Auxiliares de Enfermaría' }, 'Título de Técnico en Coidados Auxiliares de Enfermaría.') };
const TIT_NON = { titulacion: lido({ nivel: 'ningunha' as const }, 'Non se esixe titulación.') };
const CELGA = (n: 1 | 2 | 3 | 4) => ({ galego: lido({ requisito: 'celga' as const, nivel: n }, `Estar en posesión do CELGA ${n} ou equivalente.`) });
const CELGA_SEN = { galego: lido({ requisito: 'celga' as const }, 'Acreditar o coñecemento da lingua galega mediante o CELGA.') };
const EXAME = { galego: lido({ requisito: 'exame' as const }, 'Quen non acredite o CELGA 4 realizará unha proba de galego.') };
const SEN_GALEGO = { galego: lido({ requisito: 'ningun' as const }, 'No se exige conocimiento de gallego.') };
const CARNE = (...c: string[]) => ({ carne: lido(c, `Estar en posesión do permiso de conducir clase ${c.join(' e ')}.`) });
const IDADE = (minima?: number, maxima?: number) => ({ idade: lido({ minima, maxima }, 'Ter cumpridos 18 anos e non exceder de 35.') });
const PRAZAS = (total: number, libre?: number, promocionInterna?: number, discapacidade?: number) =>
  ({ prazas: lido({ total, libre, promocionInterna, discapacidade }, `${total} prazas.`) });
const PERSOAL = (v: 'funcionario_carreira' | 'funcionario_interino' | 'laboral_fixo' | 'laboral_temporal') => ({ tipoPersoal: lido(v, 'Persoal laboral temporal.') });
const BOLSA = (v: boolean) => ({ bolsa: lido(v, v ? 'Bolsa de emprego para substitucións.' : 'Provisión en propiedade.') });
const OK = { ...TIT_ESO, ...CELGA(4) };

type Caso = [what: string, perfil: Perfil, feitos: FeitosDoTexto, lugar: LugarProceso | undefined,
  resposta: Resposta, requisito: RequisitoPerfil, causa: Causa, palabrasGl: string, palabrasEs: string];

const casos: Caso[] = [
  // Qualification
  ['the same level meets it', persoa({ titulacion: 'eso' }), OK, undefined, 'podes', 'titulacion', 'cumpre', 'pídese ESO ou equivalente e tes ESO ou equivalente', 'se pide ESO o equivalente y tienes ESO o equivalente'],
  ['a higher level meets a lower one', persoa(), OK, undefined, 'podes', 'titulacion', 'nivelSuperior', 'a túa (grao, diplomatura ou equivalente) é superior e vale', 'la tuya (grado, diplomatura o equivalente) es superior y vale'],
  ['a master meets a degree', persoa({ titulacion: 'licenciatura_master' }), { ...TIT_GRAO, ...CELGA(4) }, undefined, 'podes', 'titulacion', 'nivelSuperior', 'é superior e vale', 'es superior y vale'],
  ['technician superior meets bacharelato', persoa({ titulacion: 'tecnico_superior' }), { titulacion: lido({ nivel: 'bacharelato_tecnico' as const }, 'Bacharelato.'), ...CELGA(4) }, undefined, 'podes', 'titulacion', 'nivelSuperior', 'é superior e vale', 'es superior y vale'],
  ['a lower level fails', persoa({ titulacion: 'eso' }), { ...TIT_GRAO, ...CELGA(4) }, undefined, 'non', 'titulacion', 'nivelInferior', 'pídese grao, diplomatura ou equivalente e tes ESO ou equivalente', 'se pide grado, diplomatura o equivalente y tienes ESO o equivalente'],
  ['certificado de escolaridade below ESO fails', persoa({ titulacion: 'certificado_escolaridade' }), OK, undefined, 'non', 'titulacion', 'nivelInferior', 'tes certificado de escolaridade', 'tienes certificado de escolaridad'],
  ['a degree below a master fails', persoa(), { ...TIT_MASTER, ...CELGA(4) }, undefined, 'non', 'titulacion', 'nivelInferior', 'pídese licenciatura, máster ou equivalente', 'se pide licenciatura, máster o equivalente'],
  ['no qualification asked', persoa({ titulacion: 'ningunha' }), { ...TIT_NON, ...CELGA(4) }, undefined, 'podes', 'titulacion', 'sen', 'non se esixe titulación', 'no se exige titulación'],
  ['qualification not stated, the group\'s legal minimum above the person\'s', persoa({ titulacion: 'eso' }), { grupo: lido('A1' as const, 'Subgrupo A1.'), ...CELGA(4) }, undefined, 'non', 'titulacion', 'nivelDoGrupo', 'os textos non din a titulación, pero o grupo A1 pide por lei polo menos grao, diplomatura ou equivalente, e tes ESO ou equivalente', 'los textos no dicen la titulación, pero el grupo A1 pide por ley al menos grado, diplomatura o equivalente, y tienes ESO o equivalente'],
  ['qualification not stated, the group\'s legal minimum met: still to check', persoa({ titulacion: 'eso' }), { grupo: lido('C2' as const, 'Subgrupo C2.'), ...CELGA(4) }, undefined, 'revisa', 'titulacion', 'nonConsta', 'os textos non din que titulación piden', 'los textos no dicen qué titulación piden'],
  ['qualification not stated', persoa(), CELGA(4), undefined, 'revisa', 'titulacion', 'nonConsta', 'os textos non din que titulación piden', 'los textos no dicen qué titulación piden'],
  ['the named degree is the person\'s', persoa({ titulo: 'Traballo Social' }), { ...TIT_TS, ...CELGA(4) }, undefined, 'podes', 'titulacion', 'tituloCoincide', 'pídese Grao en Traballo Social (grao, diplomatura ou equivalente), o teu título', 'se pide Grao en Traballo Social (grado, diplomatura o equivalente), tu título'],
  ['the named degree, accents and case aside', persoa({ titulo: 'grao en traballo SOCIAL' }), { ...TIT_TS, ...CELGA(4) }, undefined, 'podes', 'titulacion', 'tituloCoincide', 'o teu título', 'tu título'],
  ['a named FP title matched by its words', persoa({ titulacion: 'bacharelato_tecnico', titulo: 'Coidados auxiliares de enfermaría' }), { ...TIT_TCAE, ...CELGA(4) }, undefined, 'podes', 'titulacion', 'tituloCoincide', 'Técnico en Coidados Auxiliares de Enfermaría', 'Técnico en Coidados Auxiliares de Enfermaría'],
  // A named degree read with its older equivalents (issue 22): the older title held meets it.
  ['an older equivalent held meets a name holding alternatives', persoa({ titulo: 'Diplomatura en Enfermaría' }), { titulacion: lido({ nivel: 'grao' as const, nome: 'Grao en Enfermaría ou diplomatura en Enfermaría' }, 'Titulación: Grao en Enfermaría ou diplomatura en Enfermaría.'), ...CELGA(4) }, undefined, 'podes', 'titulacion', 'tituloCoincide', 'o teu título', 'tu título'],
  ['an old professional title held meets the master named with it', persoa({ titulacion: 'licenciatura_master', titulo: 'Enxeñeiro de camiños, canais e portos' }), { titulacion: lido({ nivel: 'licenciatura_master' as const, nome: 'Máster universitario en Enxeñaría de Camiños, Canais e Portos ou enxeñeiro/a de camiños, canais e portos' }, 'Máster universitario en Enxeñaría de Camiños, Canais e Portos ou título de enxeñeiro/a de camiños, canais e portos.'), ...CELGA(4) }, undefined, 'podes', 'titulacion', 'tituloCoincide', 'o teu título', 'tu título'],
  ['another field is not met by a name holding alternatives', persoa({ titulo: 'Diplomatura en Fisioterapia' }), { titulacion: lido({ nivel: 'grao' as const, nome: 'Grao en Enfermaría ou diplomatura en Enfermaría' }, 'Titulación: Grao en Enfermaría ou diplomatura en Enfermaría.'), ...CELGA(4) }, undefined, 'revisa', 'titulacion', 'tituloConcreto', 'comproba que o teu', 'comprueba que el tuyo'],
  ['a named degree, another one held', persoa({ titulo: 'Psicoloxía' }), { ...TIT_TS, ...CELGA(4) }, undefined, 'revisa', 'titulacion', 'tituloConcreto', 'pídese un título concreto (Grao en Traballo Social (grao, diplomatura ou equivalente)): comproba que o teu (Psicoloxía (grao, diplomatura ou equivalente)) é ese ou equivalente', 'se pide un título concreto (Grao en Traballo Social (grado, diplomatura o equivalente)): comprueba que el tuyo'],
  ['a named degree, none given, a higher level held', persoa({ titulacion: 'licenciatura_master' }), { ...TIT_TS, ...CELGA(4) }, undefined, 'revisa', 'titulacion', 'tituloConcreto', 'pídese un título concreto', 'se pide un título concreto'],
  ['a named degree in the other language is not guessed', persoa({ titulo: 'Trabajo Social' }), { ...TIT_TS, ...CELGA(4) }, undefined, 'revisa', 'titulacion', 'tituloConcreto', 'comproba que o teu', 'comprueba que el tuyo'],
  ['a named degree, only empty words given', persoa({ titulo: 'Grao' }), { ...TIT_TS, ...CELGA(4) }, undefined, 'revisa', 'titulacion', 'tituloConcreto', 'pídese un título concreto', 'se pide un título concreto'],
  ['a named degree above the level held fails', persoa({ titulacion: 'eso', titulo: 'Traballo Social' }), { ...TIT_TS, ...CELGA(4) }, undefined, 'non', 'titulacion', 'nivelInferior', 'pídese Grao en Traballo Social (grao, diplomatura ou equivalente) e tes ESO ou equivalente', 'se pide Grao en Traballo Social (grado, diplomatura o equivalente) y tienes ESO o equivalente'],
  ['the person\'s degree is not named where only levels are compared', persoa({ titulacion: 'eso', titulo: 'Xardinería' }), { ...TIT_GRAO, ...CELGA(4) }, undefined, 'non', 'titulacion', 'nivelInferior', 'pídese grao, diplomatura ou equivalente e tes ESO ou equivalente', 'se pide grado, diplomatura o equivalente y tienes ESO o equivalente'],
  ['a qualification read with low confidence', persoa(), { titulacion: lido({ nivel: 'eso' as const }, 'ESO?', 0.3), ...CELGA(4) }, undefined, 'revisa', 'titulacion', 'dubidoso', 'lemos ESO ou equivalente, pero a lectura é dubidosa', 'leímos ESO o equivalente, pero la lectura es dudosa'],
  ['a failing qualification read with low confidence is to check, not a no', persoa({ titulacion: 'eso' }), { titulacion: lido({ nivel: 'grao' as const }, 'grao?', 0.2), ...CELGA(4) }, undefined, 'revisa', 'titulacion', 'dubidoso', 'lectura é dubidosa', 'lectura es dudosa'],
  // Galician
  ['the CELGA asked, held', persoa({ celga: 3 }), { ...TIT_ESO, ...CELGA(3) }, undefined, 'podes', 'galego', 'cumpre', 'pídese CELGA 3 e tes CELGA 3', 'se pide CELGA 3 y tienes CELGA 3'],
  ['a higher CELGA meets a lower one', persoa({ celga: 4 }), { ...TIT_ESO, ...CELGA(2) }, undefined, 'podes', 'galego', 'nivelSuperior', 'pídese CELGA 2; o teu CELGA 4 é superior e vale', 'se pide CELGA 2; tu CELGA 4 es superior y vale'],
  ['a lower CELGA fails', persoa({ celga: 3 }), { ...TIT_ESO, ...CELGA(4) }, undefined, 'non', 'galego', 'celgaInferior', 'pídese CELGA 4 e tes CELGA 3', 'se pide CELGA 4 y tienes CELGA 3'],
  ['no CELGA fails a CELGA 3', persoa({ celga: 0 }), { ...TIT_ESO, ...CELGA(3) }, undefined, 'non', 'galego', 'celgaInferior', 'pídese CELGA 3 e tes sen CELGA', 'se pide CELGA 3 y tienes sin CELGA'],
  ['an exam instead of a CELGA', persoa({ celga: 0 }), { ...TIT_ESO, ...EXAME }, undefined, 'podes', 'galego', 'exame', 'o proceso ten unha proba de galego en vez de pedir o CELGA', 'el proceso tiene una prueba de gallego en vez de pedir el CELGA'],
  ['an exam, with CELGA 4', persoa(), { ...TIT_ESO, ...EXAME }, undefined, 'podes', 'galego', 'exame', 'tes CELGA 4: o CELGA 4 adoita eximir dela', 'tienes CELGA 4: el CELGA 4 suele eximir de ella'],
  ['no Galician asked', persoa({ celga: 0 }), { ...TIT_ESO, ...SEN_GALEGO }, undefined, 'podes', 'galego', 'sen', 'non se esixe galego', 'no se exige gallego'],
  ['a CELGA without a level, CELGA 4 held', persoa(), { ...TIT_ESO, ...CELGA_SEN }, undefined, 'podes', 'galego', 'celgaCompleto', 'tes CELGA 4, que vale para calquera nivel', 'tienes CELGA 4, que vale para cualquier nivel'],
  ['a CELGA without a level, CELGA 2 held', persoa({ celga: 2 }), { ...TIT_ESO, ...CELGA_SEN }, undefined, 'revisa', 'galego', 'celgaSenNivel', 'pídese un CELGA sen dicir que nivel (tes CELGA 2)', 'se pide un CELGA sin decir qué nivel (tienes CELGA 2)'],
  ['Galician not stated, CELGA 4 held', persoa(), TIT_ESO, undefined, 'podes', 'galego', 'celgaCompleto', 'vale para calquera nivel', 'vale para cualquier nivel'],
  ['Galician not stated, CELGA 3 held', persoa({ celga: 3 }), TIT_ESO, undefined, 'revisa', 'galego', 'nonConsta', 'os textos non din que nivel de galego piden (tes CELGA 3)', 'los textos no dicen qué nivel de gallego piden (tienes CELGA 3)'],
  ['Galician not stated, no CELGA', persoa({ celga: 0 }), TIT_ESO, undefined, 'revisa', 'galego', 'nonConsta', '(tes sen CELGA)', '(tienes sin CELGA)'],
  ['a CELGA read with low confidence', persoa({ celga: 1 }), { ...TIT_ESO, galego: lido({ requisito: 'celga' as const, nivel: 4 as const }, 'CELGA?', 0.4) }, undefined, 'revisa', 'galego', 'dubidoso', 'lemos CELGA 4, pero a lectura é dubidosa', 'leímos CELGA 4, pero la lectura es dudosa'],
  // Driving licence
  ['the licence asked, held', persoa(), { ...OK, ...CARNE('B') }, undefined, 'podes', 'carne', 'cumpre', 'pídese o carné B e tes B', 'se pide el carné B y tienes B'],
  ['a C licence covers C1 and B', persoa({ carnes: ['C'] }), { ...OK, ...CARNE('C1', 'B') }, undefined, 'podes', 'carne', 'cumpre', 'pídese o carné C1, B e tes C', 'se pide el carné C1, B y tienes C'],
  ['an A licence covers A2', persoa({ carnes: ['B', 'A'] }), { ...OK, ...CARNE('A2') }, undefined, 'podes', 'carne', 'cumpre', 'tes B, A', 'tienes B, A'],
  ['a licence written in lower case', persoa({ carnes: ['c1'] }), { ...OK, ...CARNE('C1') }, undefined, 'podes', 'carne', 'cumpre', 'pídese o carné C1', 'se pide el carné C1'],
  ['a C licence missing', persoa(), { ...OK, ...CARNE('C') }, undefined, 'non', 'carne', 'senCarne', 'pídese o carné C e tes B', 'se pide el carné C y tienes B'],
  ['no licence at all', persoa({ carnes: [] }), { ...OK, ...CARNE('B') }, undefined, 'non', 'carne', 'senCarne', 'pídese o carné B e tes ningún', 'se pide el carné B y tienes ninguno'],
  ['C1 does not cover C', persoa({ carnes: ['C1'] }), { ...OK, ...CARNE('C') }, undefined, 'non', 'carne', 'senCarne', 'pídese o carné C e tes C1', 'se pide el carné C y tienes C1'],
  // Age
  ['within the age limits', persoa({ idade: 30 }), { ...OK, ...IDADE(18, 35) }, undefined, 'podes', 'idade', 'cumpre', 'pídese ter entre 18 e 35 anos e tes 30 anos', 'se pide tener entre 18 y 35 años y tienes 30 años'],
  ['over the maximum age', persoa({ idade: 40 }), { ...OK, ...IDADE(18, 35) }, undefined, 'non', 'idade', 'idadeFora', 'pídese ter entre 18 e 35 anos e tes 40 anos', 'se pide tener entre 18 y 35 años y tienes 40 años'],
  ['under a minimum age', persoa({ idade: 19 }), { ...OK, ...IDADE(21) }, undefined, 'non', 'idade', 'idadeFora', 'pídese ter polo menos 21 anos', 'se pide tener al menos 21 años'],
  ['only a maximum, met', persoa({ idade: 35 }), { ...OK, ...IDADE(undefined, 35) }, undefined, 'podes', 'idade', 'cumpre', 'non máis de 35 anos', 'no más de 35 años'],
  ['an age limit, no age in the profile', persoa(), { ...OK, ...IDADE(18, 35) }, undefined, 'revisa', 'idade', 'idadeSenDato', 'o teu perfil non di a túa idade', 'tu perfil no dice tu edad'],
  ['a minimum above the working age, no age in the profile', persoa(), { ...OK, ...IDADE(21) }, undefined, 'revisa', 'idade', 'idadeSenDato', 'pídese ter polo menos 21 anos e o teu perfil non di a túa idade', 'se pide tener al menos 21 años y tu perfil no dice tu edad'],
  ['only the working age, no age in the profile', persoa(), { ...OK, ...IDADE(18) }, undefined, 'podes', 'idade', 'idadeXeral', 'pídese ter polo menos 18 anos: enténdese que os tes', 'se pide tener al menos 18 años: se entiende que los tienes'],
  // Turns
  ['places not split: free access', persoa(), { ...OK, ...PRAZAS(3) }, undefined, 'podes', 'quenda', 'quendaLibre', 'son de quenda libre', 'son de turno libre'],
  ['free and internal places, not a civil servant', persoa(), { ...OK, ...PRAZAS(5, 3, 2) }, undefined, 'podes', 'quenda', 'quenda', 'hai prazas de quenda libre ou promoción interna e buscas quenda libre', 'hay plazas de turno libre o promoción interna y buscas turno libre'],
  ['only internal promotion, not a civil servant', persoa(), { ...OK, ...PRAZAS(2, 0, 2) }, undefined, 'non', 'quenda', 'soPromocionInterna', 'só de promoción interna, para quen xa é funcionario/a', 'solo de promoción interna, para quien ya es funcionario/a'],
  ['only internal promotion, a civil servant', persoa({ funcionario: true }), { ...OK, ...PRAZAS(2, 0, 2) }, undefined, 'podes', 'quenda', 'quenda', 'hai prazas de promoción interna e buscas quenda libre ou promoción interna', 'hay plazas de promoción interna y buscas turno libre o promoción interna'],
  ['a civil servant who wants only internal promotion, free places only', persoa({ funcionario: true, quendas: ['promocion_interna'] }), { ...OK, ...PRAZAS(4, 4) }, undefined, 'non', 'quenda', 'quendaNon', 'hai prazas só de quenda libre e buscas promoción interna', 'hay plazas solo de turno libre y buscas promoción interna'],
  ['a civil servant who wants only internal promotion, places not split', persoa({ funcionario: true, quendas: ['promocion_interna'] }), { ...OK, ...PRAZAS(4) }, undefined, 'revisa', 'quenda', 'quendaSenReparto', 'buscas só promoción interna e os textos non reparten as prazas', 'buscas solo promoción interna y los textos no reparten las plazas'],
  ['internal promotion chosen by someone who is not a civil servant counts for nothing', persoa({ quendas: ['promocion_interna'] }), { ...OK, ...PRAZAS(2, 0, 2) }, undefined, 'non', 'quenda', 'soPromocionInterna', 'só de promoción interna', 'solo de promoción interna'],
  ['the disability reserve, wanted and offered', persoa({ quendas: ['discapacidade'] }), { ...OK, ...PRAZAS(10, 9, undefined, 1) }, undefined, 'podes', 'quenda', 'quenda', 'reserva de discapacidade', 'reserva de discapacidad'],
  ['free places implied by the total', persoa(), { ...OK, ...PRAZAS(10, undefined, 2) }, undefined, 'podes', 'quenda', 'quenda', 'quenda libre ou promoción interna', 'turno libre o promoción interna'],
  ['places with no turn stated: none', persoa(), OK, undefined, 'podes', 'quenda', 'quendaLibre', 'non reparten as prazas por quendas', 'no reparten las plazas por turnos'],
  // Staff type
  ['the staff type wanted', persoa({ persoal: ['funcionario_carreira', 'laboral_fixo'] }), { ...OK, ...PERSOAL('laboral_fixo') }, undefined, 'podes', 'persoal', 'buscado', 'é para laboral fixo/a, como buscas', 'es para laboral fijo/a, como buscas'],
  ['a staff type not wanted', persoa({ persoal: ['funcionario_carreira'] }), { ...OK, ...PERSOAL('laboral_temporal') }, undefined, 'non', 'persoal', 'nonBuscado', 'é para laboral temporal e buscas funcionario/a de carreira', 'es para laboral temporal y buscas funcionario/a de carrera'],
  ['a staff type not stated', persoa({ persoal: ['funcionario_carreira'] }), OK, undefined, 'revisa', 'persoal', 'nonConsta', 'os textos non din o tipo de persoal (buscas funcionario/a de carreira)', 'los textos no dicen el tipo de personal (buscas funcionario/a de carrera)'],
  ['any staff type: not checked', persoa(), { ...OK, ...PERSOAL('laboral_temporal') }, undefined, 'podes', 'titulacion', 'nivelSuperior', 'é superior', 'es superior'],
  // Pool or posts
  ['only permanent posts, and it fills posts', persoa({ bolsa: false }), { ...OK, ...BOLSA(false) }, undefined, 'podes', 'bolsa', 'buscado', 'é prazas fixas, como buscas', 'es plazas fijas, como buscas'],
  ['only permanent posts, and it is a pool', persoa({ bolsa: false }), { ...OK, ...BOLSA(true) }, undefined, 'non', 'bolsa', 'nonBuscado', 'é bolsa de emprego e buscas prazas fixas', 'es bolsa de empleo y buscas plazas fijas'],
  ['only pools, and it is a pool', persoa({ bolsa: true }), { ...OK, ...BOLSA(true) }, undefined, 'podes', 'bolsa', 'buscado', 'é bolsa de emprego, como buscas', 'es bolsa de empleo, como buscas'],
  ['only pools, not stated', persoa({ bolsa: true }), OK, undefined, 'revisa', 'bolsa', 'nonConsta', 'os textos non din se é bolsa ou prazas fixas (buscas bolsa de emprego)', 'los textos no dicen si es bolsa o plazas fijas (buscas bolsa de empleo)'],
  // Place
  ['a province of interest', persoa({ provincias: ['Lugo'] }), OK, { provincia: 'Lugo', organizacion: 'Concello de Monforte de Lemos' }, 'podes', 'lugar', 'buscado', 'Concello de Monforte de Lemos (Lugo), onde buscas', 'Concello de Monforte de Lemos (Lugo), donde buscas'],
  ['another province', persoa({ provincias: ['Lugo', 'Ourense'] }), OK, { provincia: 'Pontevedra', organizacion: 'Concello de Vigo' }, 'non', 'lugar', 'nonBuscado', 'Concello de Vigo (Pontevedra) non está onde buscas (Lugo ou Ourense)', 'Concello de Vigo (Pontevedra) no está donde buscas (Lugo o Ourense)'],
  ['a council of interest, written as the person writes it', persoa({ concellos: ['Concello de Oleiros'] }), OK, { provincia: 'A Coruña', organizacion: 'Ayuntamiento de Oleiros' }, 'podes', 'lugar', 'buscado', 'onde buscas', 'donde buscas'],
  ['a council of interest, its article contracted by the bulletin', persoa({ concellos: ['A Estrada'] }), OK, { provincia: 'Pontevedra', organizacion: 'Concello da Estrada' }, 'podes', 'lugar', 'buscado', 'Concello da Estrada (Pontevedra), onde buscas', 'Concello da Estrada (Pontevedra), donde buscas'],
  ['a council of interest, accents and case aside', persoa({ concellos: ['ribadavia'] }), OK, { provincia: 'Ourense', organizacion: 'Ayuntamiento de Ribadávia' }, 'podes', 'lugar', 'buscado', 'onde buscas', 'donde buscas'],
  ['a council name is a whole word of the body', persoa({ concellos: ['Lugo'] }), OK, { provincia: 'Lugo', organizacion: 'Concello de Lugo' }, 'podes', 'lugar', 'buscado', 'Concello de Lugo (Lugo), onde buscas', 'Concello de Lugo (Lugo), donde buscas'],
  ['a council that is only part of a word does not match', persoa({ concellos: ['Vila'] }), OK, { provincia: 'Pontevedra', organizacion: 'Concello de Vilagarcía de Arousa' }, 'non', 'lugar', 'nonBuscado', 'non está onde buscas (Vila)', 'no está donde buscas (Vila)'],
  ['the province not known', persoa({ provincias: ['Lugo'] }), OK, { organizacion: 'Consorcio Galego de Servizos de Igualdade' }, 'revisa', 'lugar', 'lugarSenDato', 'non sabemos onde está (buscas Lugo)', 'no sabemos dónde está (buscas Lugo)'],
  ['a province or a council: the council is enough', persoa({ provincias: ['Ourense'], concellos: ['Vigo'] }), OK, { provincia: 'Pontevedra', organizacion: 'Concello de Vigo' }, 'podes', 'lugar', 'buscado', 'onde buscas', 'donde buscas'],
  ['bodies of the whole region', persoa({ provincias: ['Galicia'] }), OK, { provincia: 'Galicia', organizacion: 'Xunta de Galicia' }, 'podes', 'lugar', 'buscado', 'Xunta de Galicia (Galicia), onde buscas', 'Xunta de Galicia (Galicia), donde buscas'],
  // Several at once: a failure wins over a check
  ['a failure and a check: the answer is no', persoa({ celga: 2, persoal: ['laboral_fixo'] }), { ...TIT_ESO, ...CELGA(4) }, undefined, 'non', 'galego', 'celgaInferior', 'pídese CELGA 4 e tes CELGA 2', 'se pide CELGA 4 y tienes CELGA 2'],
  ['nothing stated at all', persoa({ celga: 0 }), {}, undefined, 'revisa', 'titulacion', 'nonConsta', 'os textos non din que titulación piden', 'los textos no dicen qué titulación piden'],
];

describe('can I apply? a profile against the facts of a process', () => {
  it('has at least 60 cases, with every answer and every cause', () => {
    expect(casos.length).toBeGreaterThanOrEqual(60);
    expect(new Set(casos.map((c) => c[4]))).toEqual(new Set(['podes', 'revisa', 'non']));
    expect(new Set(casos.map((c) => c[6]))).toEqual(new Set(CAUSAS));
  });

  it.each(casos)('%s', (_what, perfil, feitos, lugar, resposta, requisito, causa, palabrasGl, palabrasEs) => {
    const a = avaliarPerfil(perfil, feitos, lugar);
    expect(a.resposta).toBe(resposta);
    const m = a.motivos.find((x) => x.requisito === requisito);
    expect(m).toMatchObject({ causa });
    // The quote and edict travel with every reason read from a text.
    const feito = { titulacion: m!.causa === 'nivelDoGrupo' ? feitos.grupo : feitos.titulacion, galego: feitos.galego, carne: feitos.carne, idade: feitos.idade,
      quenda: feitos.prazas, persoal: feitos.tipoPersoal, bolsa: feitos.bolsa, lugar: undefined }[requisito];
    if (feito) expect(m).toMatchObject({ cita: feito.cita, edicto: BASES });
    else expect(m!.cita).toBeUndefined();
    expect(motivoEnPalabras(m!, gl)).toContain(palabrasGl);
    expect(motivoEnPalabras(m!, es)).toContain(palabrasEs);
  });
});

describe('the answer as a card words it', () => {
  it('names the failing requirement, in each language', () => {
    const a = avaliarPerfil(persoa({ celga: 3, carnes: [] }), { ...TIT_ESO, ...CELGA(4), ...CARNE('B') });
    expect(razonEnPalabras(a, gl)).toBe('Galego: pídese CELGA 4 e tes CELGA 3 · Carné de conducir: pídese o carné B e tes ningún');
    expect(razonEnPalabras(a, es)).toBe('Gallego: se pide CELGA 4 y tienes CELGA 3 · Carné de conducir: se pide el carné B y tienes ninguno');
  });

  it('names what to check when nothing fails', () => {
    const a = avaliarPerfil(persoa({ celga: 3 }), TIT_ESO);
    expect(razonEnPalabras(a, gl)).toBe('Galego: os textos non din que nivel de galego piden (tes CELGA 3)');
    expect(razonEnPalabras(a, es)).toBe('Gallego: los textos no dicen qué nivel de gallego piden (tienes CELGA 3)');
  });

  it('has no reason to add when the person may apply', () => {
    expect(razonEnPalabras(avaliarPerfil(persoa(), OK), gl)).toBe('');
  });

  it('lists the requirements in one order', () => {
    const a = avaliarPerfil(persoa({ persoal: ['laboral_fixo'], bolsa: false, idade: 30, provincias: ['Lugo'] }),
      { ...OK, ...CARNE('B'), ...IDADE(18), ...PRAZAS(2, 2), ...PERSOAL('laboral_fixo'), ...BOLSA(false) }, { provincia: 'Lugo' });
    expect(a.motivos.map((m) => m.requisito)).toEqual(['titulacion', 'galego', 'carne', 'idade', 'quenda', 'persoal', 'bolsa', 'lugar']);
    expect(a.resposta).toBe('podes');
  });
});

describe('driving licences one holds', () => {
  it.each([
    [['C'], ['C', 'C1', 'B', 'AM']],
    [['D1'], ['D1', 'B', 'AM']],
    [['A2'], ['A2', 'A1', 'AM']],
    [['BTP'], ['BTP']],
  ])('%j covers %j', (held, covered) => {
    expect([...carnesCubertos(held)].sort()).toEqual([...covered].sort());
  });
});

describe('a profile read back from storage', () => {
  it('keeps what it knows and drops the rest', () => {
    expect(normalizarPerfil({
      titulacion: 'grao', titulo: '  Traballo Social ', celga: 3, carnes: ['B', 'Z', 'B'], provincias: ['Lugo', 'Madrid'],
      concellos: ['Oleiros', '', 7], persoal: ['laboral_fixo', 'eventual'], quendas: ['libre', 'xeral'], funcionario: true, bolsa: false, idade: 31,
    })).toEqual({
      titulacion: 'grao', titulo: 'Traballo Social', celga: 3, carnes: ['B'], provincias: ['Lugo'], concellos: ['Oleiros'],
      persoal: ['laboral_fixo'], quendas: ['libre'], funcionario: true, bolsa: false, idade: 31,
    });
  });

  it.each([
    ['nothing', null], ['a string', 'grao'], ['no level', { celga: 4 }], ['an unknown level', { titulacion: 'doutoramento' }],
  ])('is no profile from %s', (_what, x) => {
    expect(normalizarPerfil(x)).toBeNull();
  });

  it('takes a missing or odd value as not said', () => {
    expect(normalizarPerfil({ titulacion: 'eso', celga: 7, funcionario: 'si', idade: 3, bolsa: 'non' })).toEqual({
      titulacion: 'eso', celga: 0, carnes: [], provincias: [], concellos: [], persoal: [], quendas: [], funcionario: false,
    });
  });
});
