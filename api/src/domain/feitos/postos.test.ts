import { lerFeitos } from './index.js';
import { rotuloDosPostos } from '../procesos.js';

const ler = (texto: string, tipo = 'convocatoria_bases', bop = 'BOP Ourense', titulo = '') => lerFeitos(texto, { bop, titulo, tipo, fecha: '2026-05-04' });

describe('the posts of a call of several (postos)', () => {
  it('lists each post of a Spanish extract with its places, subgroup and turn, and no single post', () => {
    const f = ler(`En el «Boletín Oficial de la Provincia de Ourense» número 80, de 10 de abril de 2026, se han publicado íntegramente las bases que regirán la convocatoria para proveer las siguientes plazas:
Cinco plazas de Bombero/a-Conductor/a, Escala de Administración Especial, Subescala de Servicios Especiales, Subgrupo C1, por el sistema de oposición, turno libre.
Una plaza de Arquitecto/a, Escala de Administración Especial, Subescala Técnica, Subgrupo A1, por el sistema de concurso-oposición, turno de promoción interna.
El plazo de presentación de solicitudes será de veinte días naturales a contar desde el día siguiente al de la publicación de este extracto en el «Boletín Oficial del Estado».`, 'extracto_convocatoria', 'BOE', 'Resolución de 20 de abril de 2026, del Ayuntamiento de Verín (Ourense), referente a la convocatoria para proveer varias plazas.');
    expect(f.posto).toBeUndefined();
    expect(f.prazas).toBeUndefined();
    expect(f.postos?.valor).toEqual([
      { nome: 'Bombero/a-Conductor/a', prazas: 5, grupo: 'C1', quenda: 'libre' },
      { nome: 'Arquitecto/a', prazas: 1, grupo: 'A1', quenda: 'promocionInterna' },
    ]);
    // the quote holds the sentences that name them
    expect(f.postos?.cita).toContain('Cinco plazas de Bombero/a-Conductor/a');
    expect(f.postos?.cita).toContain('Una plaza de Arquitecto/a');
    expect(f.prazo?.valor).toEqual({ cantidade: 20, unidade: 'dias_naturais', desde: 'boe' });
  });

  it('reads a Galician list of items, a post named twice once, and agrupacións profesionais', () => {
    const f = ler(`PRIMEIRA. OBXECTO
É obxecto destas bases a selección, como persoal laboral fixo, das seguintes prazas:
a) Tres (3) prazas de operario/a de limpeza, agrupacións profesionais, quenda libre.
b) Unha (1) praza de encargado/a de mantemento, subgrupo C2, quenda libre.
SEGUNDA. REQUISITOS
Para as prazas de operario/a de limpeza esixirase o certificado de escolaridade.`);
    expect(f.postos?.valor).toEqual([
      { nome: 'Operario/a de limpeza', prazas: 3, grupo: 'AP', quenda: 'libre' },
      { nome: 'Encargado/a de mantemento', prazas: 1, grupo: 'C2', quenda: 'libre' },
    ]);
  });

  it('reads a table of posts', () => {
    const f = ler(`Convócanse as seguintes prazas:
Denominación | Subgrupo | Número de prazas
Auxiliar de biblioteca | C2 | 1
Técnico/a de turismo | A2 | 2`);
    expect(f.postos?.valor.map((p) => [p.nome, p.prazas, p.grupo])).toEqual([['Auxiliar de biblioteca', 1, 'C2'], ['Técnico/a de turismo', 2, 'A2']]);
  });

  it('a call of one post has no list', () => {
    const f = ler('Convócase unha praza de auxiliar administrativo/a, subgrupo C2, quenda libre, polo sistema de concurso-oposición.');
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe('Auxiliar administrativo/a');
  });
});

describe('rotuloDosPostos', () => {
  it('names up to three posts and counts the rest', () => {
    expect(rotuloDosPostos(['Ingeniero/a Técnico/a de Obras Públicas', 'Administrativo/a'])).toBe('Ingeniero/a técnico/a de obras públicas e administrativo/a');
    expect(rotuloDosPostos(['Conserxe', 'Peón', 'Oficial de obras'])).toBe('Conserxe, peón e oficial de obras');
    expect(rotuloDosPostos(['Conserxe', 'Peón', 'Oficial de obras', 'Socorrista', 'Auxiliar administrativo/a'])).toBe('Conserxe, peón, oficial de obras e outros 2 postos');
    expect(rotuloDosPostos([])).toBe('');
  });
});
