import { GRUPOS } from './feitos';
import { SOLDOS_BASE, soldoBase, soldoDoProceso } from './soldos';

const feito = <T>(valor: T, confianza = 0.9) => ({ valor, confianza });

describe('the base salary of each group (Real Decreto-lei 14/2025)', () => {
  it('gives the 2026 amounts: 12 monthly payments, no extra payments', () => {
    expect(soldoBase('C2', 2026)).toMatchObject({ mensual: 749.58, anual: 8994.96 });
    expect(soldoBase('A1', 2026)).toMatchObject({ mensual: 1387.24, anual: 16646.88 });
    expect(soldoBase('AP', 2026)).toMatchObject({ mensual: 686.07, anual: 8232.84 });
    expect(soldoBase('A2', 2025)).toMatchObject({ mensual: 1181.79, anual: 14181.48 });
    expect(soldoBase('B', 2026)!.fonte.gl).toMatch(/^Real Decreto-lei 14\/2025/);
    expect(soldoBase('B', 2026)!.fonte.es).toMatch(/^Real Decreto-ley 14\/2025/);
  });

  it('knows every group every year, higher groups earning more, 2026 being 2025 raised 1.5 % (to the cent)', () => {
    for (const a of SOLDOS_BASE) {
      const orde = GRUPOS.map((g) => a.mensual[g]);
      expect([...orde].sort((x, y) => y - x)).toEqual(orde);
    }
    const [a2025, a2026] = [2025, 2026].map((ano) => SOLDOS_BASE.find((s) => s.ano === ano)!);
    for (const g of GRUPOS) expect(a2026.mensual[g]).toBe(Math.round(a2025.mensual[g] * 1.015));
  });

  it('never extrapolates to a year it does not know', () => {
    expect(soldoBase('C1', 2024)).toBeNull();
    expect(soldoBase('C1', 2027)).toBeNull();
  });

  it('gives a process a salary only from a group read with confidence, and never for employees', () => {
    expect(soldoDoProceso({ grupo: feito('C1' as const) }, 2026)?.anual).toBe(10807.56);
    expect(soldoDoProceso({ grupo: feito('C1' as const), tipoPersoal: feito('funcionario_interino' as const) }, 2026)?.grupo).toBe('C1');
    expect(soldoDoProceso({ grupo: feito('C1' as const, 0.4) }, 2026)).toBeNull();
    expect(soldoDoProceso({ grupo: feito('C1' as const), tipoPersoal: feito('laboral_fixo' as const) }, 2026)).toBeNull();
    expect(soldoDoProceso({ tipoPersoal: feito('funcionario_carreira' as const) }, 2026)).toBeNull();
    expect(soldoDoProceso(null, 2026)).toBeNull();
  });
});
