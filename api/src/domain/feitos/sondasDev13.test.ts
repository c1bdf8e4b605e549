import { lerFeitos } from './index.js';

/**
 * Probes of our own for the classes of wording the held-out dev13 showed at its first run (issue 22, sixteenth pass),
 * each in Galician and Spanish, with probes where the fix must not fire.
 */
const ler = (texto: string, tipo = 'convocatoria_bases', titulo = '') => lerFeitos(texto, { bop: 'BOP Lugo', titulo, tipo, fecha: '2033-06-08' });
const lista = (f: ReturnType<typeof ler>) => f.postos?.valor.map((p) => `${p.nome}|${p.prazas ?? ''}|${p.grupo ?? ''}`);

describe('dev13 classes (sixteenth pass): a call of several posts, one line a post opened by its count', () => {
  it('after "as seguintes prazas:" each line is a post, with its places and group (gl, es)', () => {
    const gl = 'Publicáronse as bases para cubrir, como persoal funcionario de carreira, polo sistema de oposición, as seguintes prazas:\nDúas prazas de Enxeñeiro/a de Camiños, pertencentes á escala de administración especial, subgrupo A1.\nUnha praza de Auxiliar de Biblioteca, pertencente á escala de administración especial, subgrupo C2.\nO prazo de presentación será de vinte días naturais.';
    const es = 'Se han publicado las bases para proveer, como personal funcionario de carrera, mediante oposición, las siguientes plazas:\nDos plazas de Ingeniero/a de Caminos, pertenecientes a la escala de administración especial, subgrupo A1.\nUna plaza de Auxiliar de Biblioteca, perteneciente a la escala de administración especial, subgrupo C2.\nEl plazo de presentación será de veinte días naturales.';
    expect(lista(ler(gl, 'extracto_convocatoria'))).toEqual(['Enxeñeiro/a de Camiños|2|A1', 'Auxiliar de Biblioteca|1|C2']);
    expect(lista(ler(es, 'extracto_convocatoria'))).toEqual(['Ingeniero/a de Caminos|2|A1', 'Auxiliar de Biblioteca|1|C2']);
  });
  it('lines of one post by turn stay one post (gl, es)', () => {
    const gl = ler('Convócanse as seguintes prazas:\nDúas prazas de axente de policía local, subgrupo C1, pola quenda libre.\nUnha praza de axente de policía local, subgrupo C1, pola quenda de promoción interna.');
    const es = ler('Se convocan las siguientes plazas:\nDos plazas de agente de policía local, subgrupo C1, por el turno libre.\nUna plaza de agente de policía local, subgrupo C1, por el turno de promoción interna.');
    for (const f of [gl, es]) {
      expect(f.postos).toBeUndefined();
      expect(f.posto?.valor.nome.toLowerCase()).toBe(f === gl ? 'axente de policía local' : 'agente de policía local');
    }
  });
});

describe('dev13 classes (sixteenth pass): posts printed as cards', () => {
  it('"Praza: … Grupo: … Número: …" cards of different posts are a call of several (gl, es)', () => {
    const gl = 'Apróbanse as bases para cubrir como persoal laboral fixo as prazas do anexo.\nAnexo. Prazas\nPraza: Cociñeiro/a.\nGrupo: C2.\nNúmero: 2.\nPraza: Ordenanza.\nGrupo: agrupacións profesionais.\nNúmero: 1.';
    const es = 'Se aprueban las bases para cubrir como personal laboral fijo las plazas del anexo.\nAnexo. Plazas\nDenominación: Cocinero/a.\nSubgrupo: C2.\nNúmero: 2.\nDenominación: Ordenanza.\nSubgrupo: agrupaciones profesionales.\nNúmero: 1.';
    expect(lista(ler(gl))).toEqual(['Cociñeiro/a|2|C2', 'Ordenanza|1|AP']);
    expect(lista(ler(es))).toEqual(['Cocinero/a|2|C2', 'Ordenanza|1|AP']);
  });
  it('one card naming its post twice (name and category) is one post (gl, es)', () => {
    const gl = ler('Convócase unha praza de persoal laboral fixo.\nDenominación: Auxiliar de xeriatría.\nCategoría: Coidador/a.\nNúmero: 1.');
    const es = ler('Se convoca una plaza de personal laboral fijo.\nDenominación: Auxiliar de geriatría.\nCategoría: Cuidador/a.\nNúmero: 1.');
    expect(gl.postos).toBeUndefined();
    expect(es.postos).toBeUndefined();
    expect(gl.prazas?.valor.total).toBe(1);
    expect(es.prazas?.valor.total).toBe(1);
  });
});

describe('dev13 classes (sixteenth pass): a table of posts with a group and no count', () => {
  it('"Categoría | Grupo | Titulación" rows are the posts of pools (gl, es)', () => {
    const gl = ler('Apróbanse as bases para a creación de listas de contratación de persoal laboral temporal nas categorías seguintes:\nCategoría | Grupo | Titulación\nXardineiro/a | C2 | Graduado en ESO\nMonitor/a de tempo libre | C1 | Bacharelato\nSistema de selección: concurso.', 'bolsa_emprego');
    const es = ler('Se aprueban las bases para la creación de listas de contratación de personal laboral temporal en las categorías siguientes:\nCategoría | Grupo | Titulación\nJardinero/a | C2 | Graduado en ESO\nMonitor/a de tiempo libre | C1 | Bachillerato\nSistema de selección: concurso.', 'bolsa_emprego');
    expect(lista(gl)).toEqual(['Xardineiro/a||C2', 'Monitor/a de tempo libre||C1']);
    expect(lista(es)).toEqual(['Jardinero/a||C2', 'Monitor/a de tiempo libre||C1']);
  });
  it('a table of jobs held with their points is no list of posts (gl, es)', () => {
    const gl = ler('Convócase unha praza de técnico/a de turismo, subgrupo A2, polo sistema de concurso-oposición.\nPosto | Grupo | Puntos por mes\nTécnico/a de turismo | A2 | 0,10\nInformador/a turístico/a | C1 | 0,05');
    const es = ler('Se convoca una plaza de técnico/a de turismo, subgrupo A2, por el sistema de concurso-oposición.\nPuesto | Grupo | Puntos por mes\nTécnico/a de turismo | A2 | 0,10\nInformador/a turístico/a | C1 | 0,05');
    for (const f of [gl, es]) {
      expect(f.postos).toBeUndefined();
      expect(f.grupo?.valor).toBe('A2');
    }
  });
});

describe('dev13 classes (sixteenth pass): a list joined by "e de N prazas de"', () => {
  it('the name before "e de tres prazas de" ends there (gl, es)', () => {
    const gl = ler('Apróbanse as bases para a contratación laboral temporal dunha praza de conserxe, dunha praza de auxiliar de fogar e de catro prazas de peón/oa forestal.');
    const es = ler('Se aprueban las bases para la contratación laboral temporal de una plaza de conserje, de una plaza de auxiliar de hogar y de cuatro plazas de peón/a forestal.');
    expect(lista(gl)).toEqual(['Conserxe|1|', 'Auxiliar de fogar|1|', 'Peón/oa forestal|4|']);
    expect(lista(es)).toEqual(['Conserje|1|', 'Auxiliar de hogar|1|', 'Peón/a forestal|4|']);
  });
  it('a name joined by "e" with no count goes on (gl, es)', () => {
    expect(ler('Convócase unha praza de oficial de obras e servizos, subgrupo C2.').posto?.valor.nome).toBe('Oficial de obras e servizos');
    expect(ler('Se convoca una plaza de oficial de obras y servicios, subgrupo C2.').posto?.valor.nome).toBe('Oficial de obras y servicios');
  });
});

describe('dev13 classes (sixteenth pass): smaller classes of the post, degree and staff type', () => {
  it('a trailing "municipal" is the council, not the post (gl, es); a municipal corps or band keeps it', () => {
    expect(ler('Convócase unha praza de enxeñeiro/a técnico/a municipal, subgrupo A2.').posto?.valor.nome).toBe('Enxeñeiro/a técnico/a');
    expect(ler('Se convoca una plaza de ingeniero/a técnico/a municipal, subgrupo A2.').posto?.valor.nome).toBe('Ingeniero/a técnico/a');
    expect(ler('Convócase unha praza de músico/a da banda municipal, subgrupo C1.').posto?.valor.nome).toBe('Músico/a da banda municipal');
    expect(ler('Convócase unha praza de encargado/a de servizos municipais, subgrupo C1.').posto?.valor.nome).toBe('Encargado/a de servizos municipais');
  });
  it('"persoal de cociña" in the title yields to the post the body names (gl, es); alone it is the post', () => {
    expect(ler('Bases para a creación dunha bolsa de emprego de persoal de cociña\nAprobáronse as bases para a creación dunha bolsa de emprego de cociñeiro/a, persoal laboral temporal.', 'bolsa_emprego', 'Bases da bolsa de emprego de persoal de cociña').posto?.valor.nome).toBe('Cociñeiro/a');
    expect(ler('Bases para la creación de una bolsa de empleo de personal de cocina\nSe aprobaron las bases para la creación de una bolsa de empleo de cocinero/a, personal laboral temporal.', 'bolsa_emprego', 'Bases de la bolsa de empleo de personal de cocina').posto?.valor.nome).toBe('Cocinero/a');
    expect(ler('Aprobáronse as bases para a creación dunha bolsa de emprego de persoal de limpeza, persoal laboral temporal.', 'bolsa_emprego').posto?.valor.nome).toBe('Persoal de limpeza');
  });
  it('a degree with a qualifier in brackets keeps its older title after "ou" (gl, es)', () => {
    expect(ler('Requisitos: estar en posesión do título de Máster Universitario en Enxeñaría Industrial (habilitante) ou do título de enxeñeiro/a industrial.').titulacion?.valor.nome).toBe('Máster Universitario en Enxeñaría Industrial ou enxeñeiro/a industrial');
    expect(ler('Requisitos: estar en posesión del título de Máster Universitario en Ingeniería Industrial (habilitante) o del título de ingeniero/a industrial.').titulacion?.valor.nome).toBe('Máster Universitario en Ingeniería Industrial o ingeniero/a industrial');
  });
  it('a call wholly by promotion takes the staff type its candidates must hold (gl, es)', () => {
    const gl = 'Apróbanse as bases para a provisión, pola quenda de promoción interna, de dúas prazas de técnico/a de xestión, subgrupo A2, por concurso-oposición.\nBase 2.ª Requisitos\na) Ser funcionario/a de carreira do Concello no subgrupo C1.';
    const es = 'Se aprueban las bases para la provisión, por el turno de promoción interna, de dos plazas de técnico/a de gestión, subgrupo A2, por concurso-oposición.\nBase 2.ª Requisitos\na) Ser funcionario/a de carrera del Ayuntamiento en el subgrupo C1.';
    expect(ler(gl).tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(ler(es).tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(ler(gl.replace('funcionario/a de carreira', 'persoal laboral fixo')).tipoPersoal?.valor).toBe('laboral_fixo');
  });
  it('a call with a free turn too says nothing of its type from the promotion requirement (gl, es)', () => {
    const gl = 'Apróbanse as bases para a provisión de dúas prazas de técnico/a de xestión, subgrupo A2, unha pola quenda libre e outra pola de promoción interna.\nBase 2.ª Requisitos\na) Para a promoción interna, ser funcionario/a de carreira do Concello no subgrupo C1.';
    const es = 'Se aprueban las bases para la provisión de dos plazas de técnico/a de gestión, subgrupo A2, una por el turno libre y otra por el de promoción interna.\nBase 2.ª Requisitos\na) Para la promoción interna, ser funcionario/a de carrera del Ayuntamiento en el subgrupo C1.';
    expect(ler(gl).tipoPersoal).toBeUndefined();
    expect(ler(es).tipoPersoal).toBeUndefined();
  });
});
