import { PassThrough } from 'node:stream';
import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';
import { backfillCli, boletinPorNome } from './backfill.cli.js';

/** A terminal to write to: what the CLI printed, as text. */
function terminal(tty = false) {
  const out = Object.assign(new PassThrough(), { isTTY: tty });
  let text = '';
  out.on('data', (c: Buffer) => { text += c.toString('utf8'); });
  return { out, text: () => text };
}

/** A Ctrl-C pressed once `afterDays` days have been read. */
const ctrlCAfter = (afterDays: number) => {
  let asked = 0;
  return { get requested() { asked += 1; return asked > afterDays; } };
};

// Monday 27 February to Saturday 4 March 2023: six days of the schedule (Monday to Saturday); the recorded sample
// days hold BOP A Coruña on 1 March and BOP Pontevedra on 2 March, every other day of theirs answers 404 (no bulletin).
const ARGS = ['--desde', '2023-02-27', '--ata', '2023-03-04', '--boletin', 'coruna', '--boletin', 'BOP Pontevedra'];

describe.each(databases)('backfill of past days on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const run = (argv: string[], stop?: { requested: boolean }, tty = false) => {
    const term = terminal(tty);
    return backfillCli(argv, { config: t.app.services.config, db: t.db }, { out: term.out, stop }).then((code) => ({ code, text: term.text() }));
  };
  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0].n;

  beforeAll(async () => {
    t = await testApp(kind, { config: { seedDefaultRules: true } });
  });
  afterAll(() => t.close());

  it('names a bulletin by its whole name or its end, without accents or case', () => {
    expect(['coruna', 'A Coruña', 'bop lugo', 'BOE', 'dog', 'Pontevedra'].map(boletinPorNome))
      .toEqual(['BOP A Coruña', 'BOP A Coruña', 'BOP Lugo', 'BOE', 'DOG', 'BOP Pontevedra']);
    expect(boletinPorNome('madrid')).toBeNull();
  });

  it('refuses bad options with the usage, exit code 2, and reads nothing', async () => {
    expect(await run([])).toMatchObject({ code: 2, text: expect.stringContaining('npm run backfill -- --desde AAAA-MM-DD') });
    expect(await run(['--desde', '2023-02-30'])).toMatchObject({ code: 2, text: expect.stringContaining('desde debe ser unha data') });
    expect(await run(['--desde', '2023-03-04', '--ata', '2023-03-01'])).toMatchObject({ code: 2, text: expect.stringContaining('é posterior a ata') });
    expect(await run(['--desde', '2023-03-01', '--ata', '2999-01-01'])).toMatchObject({ code: 2, text: expect.stringContaining('non pode ser posterior a onte') });
    expect(await run(['--desde', '2023-03-01', '--boletin', 'madrid'])).toMatchObject({ code: 2, text: expect.stringContaining('Boletín descoñecido: "madrid"') });
    expect(await run(['--desde', '2023-03-01', '--sen-opcion'])).toMatchObject({ code: 2 });
    expect(await count('SELECT count(*)::int AS n FROM lectura_bop')).toBe(0);
  });

  it('stopped (Ctrl-C) after two days, resumes at the third with the same command, and fills the site', async () => {
    const first = await run(ARGS, ctrlCAfter(2));
    expect(first.code).toBe(3);
    expect(first.text).toContain('Lendo o histórico do 2023-02-27 ao 2023-03-04: 6 días, BOP A Coruña, BOP Pontevedra');
    expect(first.text).toContain('Parado en 2 de 6 días: volve lanzar a mesma orde para seguir');
    expect(await count('SELECT count(*)::int AS n FROM lectura_bop')).toBe(4);

    const second = await run(ARGS, undefined);
    expect(second.code).toBe(0);
    expect(second.text).toContain('Retomando o histórico do 2023-02-27 ao 2023-03-04: 6 días, BOP A Coruña, BOP Pontevedra (2 días xa feitos)');
    // The bar (one line per update without a terminal) ends at 6 of 6 with no time left.
    expect(second.text).toMatch(/100% \| 6\/6 días \| 2023-03-04 \| \d+ edictos, \d+ opos \| quedan 0s/);
    expect(second.text).toContain('Histórico lido: 2023-02-27 – 2023-03-04');
    expect(second.text).toContain('  días: 6/6');
    expect(second.text).toContain('  lecturas: 2 ok, 10 sen boletín, 0 fallidas, 0 xa lidas antes');
    // Every reading once; no e-mail for the past.
    expect(await count('SELECT count(*)::int AS n FROM lectura_bop')).toBe(12);
    expect(await t.db.query(`SELECT bop, fecha_bop FROM lectura_bop WHERE estado = 'ok' ORDER BY fecha_bop`))
      .toEqual([{ bop: 'BOP A Coruña', fecha_bop: '2023-03-01' }, { bop: 'BOP Pontevedra', fecha_bop: '2023-03-02' }]);
    expect(await count(`SELECT count(*)::int AS n FROM notificacion WHERE estado = 'pending'`)).toBe(0);
    // A visitor sees those days' competitions.
    const coruna = (await t.app.inject({ url: '/api/v1/opos/consulta?date=2023-03-01' })).json();
    expect(coruna).toHaveLength(13);
    const pontevedra = (await t.app.inject({ url: '/api/v1/opos/consulta?date=2023-03-02' })).json();
    expect(pontevedra.length).toBeGreaterThan(0);
    expect(pontevedra.every((o: { bop: string }) => o.bop === 'BOP Pontevedra')).toBe(true);
  });

  it('a new backfill over days already read asks no bulletin again', async () => {
    const again = await run(ARGS);
    expect(again.code).toBe(0);
    expect(again.text).toContain('Lendo o histórico');
    expect(again.text).toContain('  lecturas: 0 ok, 0 sen boletín, 0 fallidas, 12 xa lidas antes');
  });

  it('the same from the admin home: admin-only, started in the background, progress, stop and resume', async () => {
    const url = '/api/v1/config/relazar/historico';
    const payload = { desde: [2023, 1, 2], ata: '2023-02-25', boletins: ['BOP A Coruña'] };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload, headers: bearer(await tokenFor(t.app, 'expired')) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload, headers: bearer(await tokenFor(t.app, 'visitor')) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/config/ver/historico', headers: bearer(await tokenFor(t.app, 'visitor')) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/config/ver/historico' })).statusCode).toBe(401);
    const admin = bearer(await tokenFor(t.app, 'admin'));
    const bad = await t.app.inject({ method: 'POST', url, payload: { desde: '2023-13-01' }, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ codigo: 'DATA_INCORRECTA' });
    expect((await t.app.inject({ method: 'POST', url, payload: { desde: '2023-01-02', boletins: ['Madrid'] }, headers: admin })).json())
      .toMatchObject({ codigo: 'BOLETIN_DESCONECIDO' });

    // Someone else reads 10 January meanwhile (the lock of a date's reading, as a manual re-run holds it): the backfill
    // waits there, so the test sees it running whatever the speed of the recorded days.
    let release!: () => void;
    const lock = t.db.withLock('ingestion:2023-01-10', () => new Promise<void>((r) => { release = r; }));
    const started = await t.app.inject({ method: 'POST', url, payload, headers: admin });
    expect(started.statusCode).toBe(202);
    const h = started.json();
    expect(h).toMatchObject({ desde: [2023, 1, 2], ata: [2023, 2, 25], boletins: ['BOP A Coruña'], estado: 'en_curso', totalDias: 48 });
    // One at a time.
    const other = await t.app.inject({ method: 'POST', url, payload: { desde: '2023-03-01', ata: '2023-03-01' }, headers: admin });
    expect(other.statusCode).toBe(409);
    // It reads 2–9 January (seven days of the schedule) and waits at the 10th.
    const running = await waitFor(async () => {
      const s = (await t.app.inject({ url: '/api/v1/config/ver/historico', headers: admin })).json();
      return s.enCurso?.diasFeitos === 7 ? s.enCurso : null;
    });
    expect(running).toMatchObject({ uuid: h.uuid, estado: 'en_curso', totalDias: 48, lecturasSenBoletin: 7 });
    const stop = await t.app.inject({ method: 'POST', url: '/api/v1/config/parar/historico', payload: { uuid: h.uuid }, headers: admin });
    expect(stop.statusCode).toBe(200);
    release();
    await lock;
    // The 10th, in hand when it was asked to stop, is finished and kept; nothing after it.
    const stopped = await waitFor(async () => {
      const s = (await t.app.inject({ url: '/api/v1/config/ver/historico', headers: admin })).json();
      return s.enCurso === null && s.ultimos[0].diasFeitos === 8 ? s.ultimos[0] : null;
    });
    expect(stopped).toMatchObject({ uuid: h.uuid, estado: 'parado', diasFeitos: 8, lecturasSenBoletin: 8 });
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.app.inject({ url: '/api/v1/config/ver/historico', headers: admin })).json().ultimos[0].diasFeitos).toBe(8);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/config/parar/historico', payload: { uuid: h.uuid }, headers: admin })).statusCode).toBe(404);

    // Started again with the same days: the same backfill resumes and ends.
    // Until the day in hand is finished, it still counts as running here.
    const resumed = await waitFor(async () => {
      const r = await t.app.inject({ method: 'POST', url, payload, headers: admin });
      return r.statusCode === 409 ? null : r;
    });
    expect(resumed.statusCode).toBe(202);
    expect(resumed.json().diasFeitos).toBeGreaterThanOrEqual(8);
    expect(resumed.json().uuid).toBe(h.uuid);
    const done = await waitFor(async () => {
      const s = (await t.app.inject({ url: '/api/v1/config/ver/historico', headers: admin })).json();
      return s.ultimos[0].estado === 'feito' ? s.ultimos[0] : null;
    });
    expect(done).toMatchObject({ uuid: h.uuid, diasFeitos: 48, totalDias: 48, lecturasOk: 0, lecturasSenBoletin: 48, iniciadoPor: expect.any(String) });
    expect(done.rematadoEn).toHaveLength(5);
  });
});

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== null) return v;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
