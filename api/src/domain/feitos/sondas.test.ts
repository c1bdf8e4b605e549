import { lerFeitos } from './index.js';

/** Probe sentences of our own for the wordings that name a post and count its places, in both languages. */
const ler = (texto: string, tipo = 'convocatoria_bases', titulo = '') => lerFeitos(texto, { bop: 'BOP Ourense', titulo, tipo, fecha: '2026-02-02' });
const posto = (t: string, tipo?: string, titulo?: string) => ler(t, tipo, titulo).posto?.valor.nome;
const prazas = (t: string) => ler(t).prazas?.valor;

describe('post named', () => {
  it('after "Denominación:", "posto de", "categoría", in the title only', () => {
    expect(posto('Denominación: Auxiliar de biblioteca.\nGrupo: C2.')).toBe('Auxiliar de biblioteca');
    expect(posto('Convócase o posto de traballo de técnico/a de medio ambiente, persoal laboral fixo.')).toBe('Técnico/a de medio ambiente');
    expect(posto('Se convoca una plaza en la categoría de oficial de primera conductor, personal laboral.')).toBe('Oficial de primera conductor');
    expect(posto('', 'extracto_convocatoria', 'Anuncio das bases para a provisión dunha praza de enxeñeiro/a técnico/a industrial')).toBe('Enxeñeiro/a técnico/a industrial');
  });

  it('after "denominación" without a colon, closing a scale and class', () => {
    expect(posto('Escala de Administración Especial, subescala Servicios Especiales, clase Policía Local, denominación Agente.')).toBe('Agente');
    expect(posto('Convócase unha praza de persoal laboral fixo coa denominación de Técnico de Cultura.')).toBe('Técnico de Cultura');
  });
});

describe('places counted', () => {
  it('in words or digits, "unha praza", a count stated apart, per turn', () => {
    expect(prazas('Convócase unha praza de arquitecto/a técnico/a.')).toEqual({ total: 1 });
    expect(prazas('Se convocan 3 plazas de bombero/a conductor/a.')).toEqual({ total: 3 });
    expect(prazas('Número de prazas: dúas.')).toEqual({ total: 2 });
    expect(prazas('Número de plazas: 2 (dos).')).toEqual({ total: 2 });
    expect(prazas('Se convocan cinco plazas de auxiliar administrativo: cuatro por el turno libre y una por promoción interna.')).toEqual({ total: 5, libre: 4, promocionInterna: 1 });
  });
});
