import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

const URL = '/api/v1/opos/bop/cobertura';

interface Boletin {
  bop: string;
  ultimaLecturaCorrecta: number[] | null;
  ultimoBoletinLido: number[] | null;
  diasLidos: number;
  diasSenBoletin: number;
  diasFallidos: number;
  diasEstruturaCambiada: number;
  diasPublicacionFallidosSeguidos: number;
  aviso: boolean;
  dias: { fecha: number[]; estado: string; edictos: number; opos: number }[];
  textos: { lidos: number; pendentes: number };
}

describe.each(databases)('public coverage health of the bulletins on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  // Thursday 6 March 2025, 10:00 in Galicia (Tuesday 4 was Carnival: a holiday in Lugo and A Coruña, not in Pontevedra).
  const NOW = () => new Date('2025-03-06T10:00:00+01:00');
  const lectura = (bop: string, fecha: string, estado: string, edictos = 0, lidaEn = `${fecha}T09:31:00+01:00`) =>
    t.db.query('INSERT INTO lectura_bop (bop, fecha_bop, estado, numero_edictos, trazas, lida_en) VALUES ($1, $2, $3, $4, $5, $6)', [bop, fecha, estado, edictos, '', lidaEn]);
  const opo = (bop: string, fecha: string, verificado: boolean) =>
    t.db.query('INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, verificado) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [randomUUID(), bop, fecha, 'Concello de Oleiros', 'Auxiliar administrativo', 'https://bop.example/1', verificado]);
  const cobertura = async (query = '') => {
    const res = await t.app.inject({ url: `${URL}${query}` });
    return { res, body: res.json() as { desde: number[]; ata: number[]; boletins: Boletin[] } };
  };
  const of = (boletins: Boletin[], bop: string) => boletins.find((b) => b.bop === bop)!;

  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    await lectura('BOP Lugo', '2025-02-28', 'ok', 40);
    await lectura('BOP Lugo', '2025-03-03', 'erro');
    await lectura('BOP Lugo', '2025-03-04', 'erro');
    await lectura('BOP Lugo', '2025-03-05', 'estructura_cambiada');
    await lectura('BOP A Coruña', '2025-03-03', 'sen_boletin');
    await lectura('BOP A Coruña', '2025-03-05', 'ok', 31, '2025-03-05T09:45:00+01:00');
    await lectura('BOP Pontevedra', '2025-03-04', 'bloqueado');
    await lectura('BOP Ourense', '2025-02-20', 'ok', 12);
    await lectura('BOE', '2025-03-06', 'ok', 150);
    await opo('BOP A Coruña', '2025-03-05', true);
    await opo('BOP A Coruña', '2025-03-05', true);
    await opo('BOP A Coruña', '2025-03-05', false);
  });
  afterAll(() => t.close());

  it('gives every bulletin its last good reading, counts per kind of day, and its days with edicts and competitions', async () => {
    const { res, body } = await cobertura('?dias=10');
    expect(res.statusCode).toBe(200);
    expect(body.desde).toEqual([2025, 2, 25]);
    expect(body.ata).toEqual([2025, 3, 6]);
    expect(body.boletins.map((b) => b.bop)).toEqual(['BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'BOE', 'DOG']);
    expect(of(body.boletins, 'BOP A Coruña')).toEqual({
      bop: 'BOP A Coruña', ultimaLecturaCorrecta: [2025, 3, 5, 9, 45], ultimoBoletinLido: [2025, 3, 5],
      diasLidos: 1, diasSenBoletin: 1, diasFallidos: 0, diasEstruturaCambiada: 0, diasPublicacionFallidosSeguidos: 0, aviso: false,
      dias: [
        { fecha: [2025, 3, 3], estado: 'sen_boletin', edictos: 0, opos: 0 },
        { fecha: [2025, 3, 5], estado: 'ok', edictos: 31, opos: 2 },
      ],
      // Competitions inserted without an edict have no body to fetch (edict bodies: cobertura.textos.test.ts).
      textos: { lidos: 0, pendentes: 0 },
    });
    // Lugo: failed on Monday and (changed layout) on Wednesday; Tuesday was its holiday; Thursday not read yet.
    expect(of(body.boletins, 'BOP Lugo')).toMatchObject({
      ultimoBoletinLido: [2025, 2, 28], diasLidos: 1, diasFallidos: 2, diasEstruturaCambiada: 1, diasPublicacionFallidosSeguidos: 2, aviso: true,
    });
    expect(of(body.boletins, 'BOP Pontevedra')).toMatchObject({ ultimaLecturaCorrecta: null, diasFallidos: 1, diasPublicacionFallidosSeguidos: 1, aviso: false });
    expect(of(body.boletins, 'BOE')).toMatchObject({ ultimoBoletinLido: [2025, 3, 6], diasLidos: 1, dias: [{ fecha: [2025, 3, 6], estado: 'ok', edictos: 150, opos: 0 }] });
    expect(of(body.boletins, 'DOG')).toEqual({
      bop: 'DOG', ultimaLecturaCorrecta: null, ultimoBoletinLido: null, diasLidos: 0, diasSenBoletin: 0, diasFallidos: 0, diasEstruturaCambiada: 0,
      diasPublicacionFallidosSeguidos: 0, aviso: false, dias: [], textos: { lidos: 0, pendentes: 0 },
    });
    // Ourense's last good reading is older than the window: still named, no day listed.
    expect(of(body.boletins, 'BOP Ourense')).toMatchObject({ ultimoBoletinLido: [2025, 2, 20], diasLidos: 0, dias: [] });
  });

  it('covers the last 90 days by default', async () => {
    const { body } = await cobertura();
    expect(body.desde).toEqual([2024, 12, 7]);
    expect(of(body.boletins, 'BOP Ourense')).toMatchObject({ diasLidos: 1, dias: [{ fecha: [2025, 2, 20], estado: 'ok', edictos: 12, opos: 0 }] });
  });

  it('counts a run of failures even when the window asked for is shorter', async () => {
    const { body } = await cobertura('?dias=1');
    expect(of(body.boletins, 'BOP Lugo')).toMatchObject({ diasFallidos: 0, dias: [], diasPublicacionFallidosSeguidos: 2, aviso: true });
  });

  it.each(['?dias=0', '?dias=367', '?dias=tres', '?dias=1.5', '?outro=1', '?dias=1&dias=2'])('refuses %s with 400 {codigo, descripcion}', async (q) => {
    const res = await t.app.inject({ url: `${URL}${q}`, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
  });

  it('a new reading shows at once (the cached answer is cleared by the reading)', async () => {
    const before = await cobertura('?dias=5');
    expect(of(before.body.boletins, 'DOG').dias).toEqual([]);
    const auth = bearer(await tokenFor(t.app, 'admin'));
    // The recorded sample days (BULLETIN_SOURCE_DIR of the tests) have no DOG for this date: the reading records what it found.
    const read = await t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/lecturaBop', headers: auth, payload: { fecha: '2025-03-06' } });
    expect(read.statusCode).toBe(200);
    const after = await cobertura('?dias=5');
    expect(of(after.body.boletins, 'DOG').dias).toEqual([{ fecha: [2025, 3, 6], estado: expect.any(String), edictos: expect.any(Number), opos: expect.any(Number) }]);
  });
});
