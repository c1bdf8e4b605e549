import type { FeitosDoTexto } from 'shared/contract';
import { colunasDosFeitos } from './columnas.js';
import { lerFeitos } from './index.js';

const cita = 'as prazas seguintes';

describe('the filter columns of a process (colunasDosFeitos)', () => {
  it('a call of one post: its group, turns and places as stated', () => {
    const f: FeitosDoTexto = {
      grupo: { valor: 'C2', confianza: 0.9, cita },
      prazas: { valor: { total: 3, libre: 2, discapacidade: 1 }, confianza: 0.9, cita },
      tipoPersoal: { valor: 'funcionario_carreira', confianza: 0.9, cita },
      bolsa: { valor: false, confianza: 0.8, cita },
    };
    expect(colunasDosFeitos(f)).toEqual({ grupo: 'C2', grupos: ['C2'], nivelTitulacion: null, tipoPersoal: 'funcionario_carreira', quendas: ['libre', 'discapacidade'], bolsa: false, prazas: 3 });
  });

  it('a call of several posts of different groups: every group, every turn, the places summed; no single group', () => {
    const f: FeitosDoTexto = {
      postos: { valor: [{ nome: 'Auxiliar administrativo/a', prazas: 2, grupo: 'C2', quenda: 'libre' }, { nome: 'Administrativo/a', prazas: 1, grupo: 'C1', quenda: 'promocionInterna' }], confianza: 0.8, cita },
    };
    expect(colunasDosFeitos(f)).toMatchObject({ grupo: null, grupos: ['C1', 'C2'], quendas: ['libre', 'promocion_interna'], prazas: 3 });
  });

  it('several posts of one group have that group; places are not summed when a post does not state its own', () => {
    const f: FeitosDoTexto = {
      postos: { valor: [{ nome: 'Peón', prazas: 2, grupo: 'AP' }, { nome: 'Limpador/a', grupo: 'AP' }], confianza: 0.8, cita },
    };
    expect(colunasDosFeitos(f)).toMatchObject({ grupo: 'AP', grupos: ['AP'], prazas: null, quendas: [] });
  });

  it('nothing stated: nothing to filter on', () => {
    expect(colunasDosFeitos({})).toEqual({ grupo: null, grupos: [], nivelTitulacion: null, tipoPersoal: null, quendas: [], bolsa: null, prazas: null });
  });

  it('from a whole body in Spanish announcing posts of two subgroups', () => {
    const body = [
      'Resolución de la Alcaldía por la que se convocan las siguientes plazas de personal funcionario de carrera, por el sistema de concurso-oposición:',
      '- Dos plazas de Administrativo/a, Escala de Administración General, Subescala Administrativa, Subgrupo C1, turno libre.',
      '- Una plaza de Auxiliar de Biblioteca, Escala de Administración Especial, Subgrupo C2, turno libre.',
      'Las bases íntegras se publicaron en el Boletín Oficial de la Provincia.',
    ].join('\n');
    const f = lerFeitos(body, { bop: 'BOE', titulo: 'Resolución del Ayuntamiento de Narón, referente a la convocatoria para proveer varias plazas.', tipo: 'extracto_convocatoria', fecha: '2026-03-02' });
    const c = colunasDosFeitos(f);
    expect(c.grupos).toEqual(['C1', 'C2']);
    expect(c.grupo).toBeNull();
    expect(c.prazas).toBe(3);
  });
});
