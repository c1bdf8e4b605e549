import type { FeitosDoTexto } from 'shared/contract';
import { feitosDoProceso, lerFeitos } from './index.js';

const ler = (texto: string, tipo: string) => lerFeitos(texto, { bop: 'BOP Lugo', titulo: '', tipo, fecha: '2026-03-10' });

describe('feitosDoProceso', () => {
  const bases = ler(`PRIMEIRA. OBXECTO
Convócanse dúas prazas de conserxe, agrupacións profesionais, persoal funcionario de carreira, polo sistema de oposición.
SEGUNDA. REQUISITOS
Estar en posesión do certificado de escolaridade.
TERCEIRA. SOLICITUDES
O prazo de presentación de solicitudes será de vinte días naturais desde o seguinte ao da publicación do extracto no BOE.`, 'convocatoria_bases');
  const extracto = ler('Se convocan dos plazas de conserje. El plazo de presentación de solicitudes será de veinte días naturales a partir del siguiente al de la publicación de este extracto en el BOE. El primer ejercicio se celebrará el 4 de mayo de 2026.', 'extracto_convocatoria');
  const data = ler('O primeiro exercicio terá lugar o día 4 de maio de 2026 ás 10:00 horas e o segundo o 18 de maio de 2026.', 'data_exame');
  const correccion = ler('Na base segunda, onde di: «certificado de escolaridade», debe dicir: «Estar en posesión do título de graduado en ESO».', 'correccion');

  it('takes each fact from the opening edict, with that edict, and fills what it does not say from the others', () => {
    const p = feitosDoProceso([
      { edicto: 'e-data', tipo: 'data_exame', fecha: '2026-04-20', feitos: data },
      { edicto: 'e-extracto', tipo: 'extracto_convocatoria', fecha: '2026-03-20', feitos: extracto },
      { edicto: 'e-bases', tipo: 'convocatoria_bases', fecha: '2026-03-10', feitos: bases },
    ]);
    expect(p.posto).toMatchObject({ valor: { nome: 'Conserxe' }, edicto: 'e-bases' });
    expect(p.prazas).toMatchObject({ valor: { total: 2 }, edicto: 'e-bases' });
    expect(p.grupo).toMatchObject({ valor: 'AP', edicto: 'e-bases' });
    expect(p.prazo).toMatchObject({ valor: { cantidade: 20, unidade: 'dias_naturais', desde: 'boe' }, edicto: 'e-bases' });
    expect(p.titulacion).toMatchObject({ valor: { nivel: 'certificado_escolaridade' }, edicto: 'e-bases' });
    // The union of exam dates, each from the first edict that states it.
    expect(p.datasExame?.map((d) => [d.valor, d.edicto])).toEqual([['2026-05-04', 'e-extracto'], ['2026-05-18', 'e-data']]);
  });

  it('a later correction that changes a fact wins, with its own quote and edict', () => {
    const p = feitosDoProceso([
      { edicto: 'e-bases', tipo: 'convocatoria_bases', fecha: '2026-03-10', feitos: bases },
      { edicto: 'e-corr', tipo: 'correccion', fecha: '2026-03-15', feitos: correccion },
    ]);
    expect(p.titulacion).toMatchObject({ valor: { nivel: 'eso' }, edicto: 'e-corr' });
    expect(p.titulacion?.cita).toMatch(/graduado en ESO/);
    expect(p.posto?.edicto).toBe('e-bases');
  });

  it('a later edict that disagrees without correcting lowers the confidence; no edicts, no facts', () => {
    const otro: FeitosDoTexto = { prazas: { valor: { total: 3 }, cita: 'tres prazas', confianza: 0.9 } };
    const p = feitosDoProceso([
      { edicto: 'a', tipo: 'convocatoria_bases', fecha: '2026-03-10', feitos: bases },
      { edicto: 'b', tipo: 'admitidos', fecha: '2026-04-10', feitos: otro },
    ]);
    expect(p.prazas?.valor.total).toBe(2);
    expect(p.prazas!.confianza).toBeLessThan(bases.prazas!.confianza);
    expect(feitosDoProceso([])).toEqual({});
  });
});

describe('feitosDoProceso: pool or permanent posts from later steps', () => {
  const admitidos = ler('Por Resolución da Alcaldía aprobouse a lista provisional de persoas admitidas e excluídas no proceso selectivo para a provisión de dúas prazas de oficial de obras.', 'admitidos');
  const tribunalBolsa = ler('Por Resolución da Alcaldía nomeouse o tribunal da bolsa de emprego de auxiliares de axuda no fogar.', 'tribunal');
  const data = ler('O primeiro exercicio terá lugar o día 4 de maio de 2026 ás 10:00 horas.', 'data_exame');

  it('a step counting the places it fills is of permanent posts, and so is its process', () => {
    expect(admitidos.bolsa).toMatchObject({ valor: false, confianza: 0.5 });
    expect(data.bolsa).toBeUndefined();
    const p = feitosDoProceso([
      { edicto: 'e-data', tipo: 'data_exame', fecha: '2026-04-20', feitos: data },
      { edicto: 'e-admitidos', tipo: 'admitidos', fecha: '2026-04-01', feitos: admitidos },
    ]);
    expect(p.bolsa).toMatchObject({ valor: false, edicto: 'e-admitidos' });
    expect(p.bolsa!.confianza).toBeLessThanOrEqual(0.5);
    expect(p.bolsa!.cita).toMatch(/dúas prazas/);
  });

  it('a step that names the pool makes the process a pool; steps that say neither leave it unknown', () => {
    expect(feitosDoProceso([{ edicto: 't', tipo: 'tribunal', fecha: '2026-04-01', feitos: tribunalBolsa }]).bolsa).toMatchObject({ valor: true, edicto: 't' });
    expect(feitosDoProceso([{ edicto: 'd', tipo: 'data_exame', fecha: '2026-04-20', feitos: data }]).bolsa).toBeUndefined();
  });
});
