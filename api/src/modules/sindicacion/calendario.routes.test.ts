import ICAL from 'ical.js';
import { databases, testApp } from '../../test/harness.js';
import { BASE, NOW, seedSindicacion, type Seeded } from './test/seed.js';

interface Ev { uid: string; summary: string; start: string; allDay: boolean; end: string | null; description: string; url: string | null; transparent: boolean }

/** The events of an iCalendar file, read with ical.js (Mozilla's RFC 5545 parser). */
function eventsOf(ics: string): { name: string; events: Ev[] } {
  const cal = new ICAL.Component(ICAL.parse(ics));
  expect(cal.name).toBe('vcalendar');
  expect(cal.getFirstPropertyValue('version')).toBe('2.0');
  expect(String(cal.getFirstPropertyValue('prodid'))).toMatch(/Oposicións Galicia/);
  const events = cal.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    // Every event has what RFC 5545 requires of a published one.
    expect(c.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.isDate ? e.startDate.toString() : e.startDate.toJSDate().toISOString(),
      allDay: e.startDate.isDate,
      end: e.endDate && c.hasProperty('dtend') ? e.endDate.toString() : null,
      description: e.description,
      url: c.getFirstPropertyValue('url') ? String(c.getFirstPropertyValue('url')) : null,
      transparent: c.getFirstPropertyValue('transp') === 'TRANSPARENT',
    };
  });
  return { name: String(cal.getFirstPropertyValue('x-wr-calname')), events };
}

describe.each(databases)('iCalendar per process (issue 16) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let s: Seeded;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { publicBaseUrl: BASE } });
    s = await seedSindicacion(t.db);
  });
  afterAll(() => t.close());

  const ics = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    return { res, ...eventsOf(res.body) };
  };
  const PAGE = `${BASE}/public/oposicion/auxiliar-lugo-2026`;

  it('has the last day to apply, the exam dates of its edicts and detail, and each publication', async () => {
    const { res, name, events } = await ics('/api/v1/calendario/proceso.ics?urlAmigable=auxiliar-lugo-2026');
    expect(res.headers['content-disposition']).toBe('attachment; filename="auxiliar-lugo-2026.ics"');
    expect(name).toBe('Dúas prazas de auxiliar administrativo · Oposicións Galicia');
    const bySummary = Object.fromEntries(events.map((e) => [e.summary, e]));
    expect(Object.keys(bySummary).sort()).toEqual([
      '1.º exercicio: Dúas prazas de auxiliar administrativo',
      '2.º exercicio: Dúas prazas de auxiliar administrativo',
      'Entrevista: Dúas prazas de auxiliar administrativo',
      'Publicado: Bases e convocatoria (BOP Lugo)',
      'Publicado: Bolsa de emprego (BOP Lugo)',
      'Publicado: Segundo exercicio: o segundo exercicio terá lugar o 26 de xaneiro de 2027 ás 16:30 horas',
      'Último día de prazo: Dúas prazas de auxiliar administrativo',
    ]);
    // The deadline: an all-day event on its last day.
    const prazo = bySummary['Último día de prazo: Dúas prazas de auxiliar administrativo'];
    expect([prazo.start, prazo.end, prazo.allDay]).toEqual(['2026-12-17', '2026-12-18', true]);
    expect(prazo.description).toContain('vinte días hábiles desde a publicación do extracto no BOE');
    expect(prazo.url).toBe(PAGE);
    // Exams with an hour are timed (10:00 and 16:30 in Madrid, winter time = UTC+1); without one, all-day.
    expect(bySummary['1.º exercicio: Dúas prazas de auxiliar administrativo'].start).toBe('2027-01-12T09:00:00.000Z');
    expect(bySummary['1.º exercicio: Dúas prazas de auxiliar administrativo'].description).toContain('El primer ejercicio se celebrará el día 12 de enero de 2027');
    expect(bySummary['2.º exercicio: Dúas prazas de auxiliar administrativo'].start).toBe('2027-01-26T15:30:00.000Z');
    expect(bySummary['Entrevista: Dúas prazas de auxiliar administrativo']).toMatchObject({ start: '2027-02-03', allDay: true });
    // Publications are on their day and block no time.
    const pub = bySummary['Publicado: Bases e convocatoria (BOP Lugo)'];
    expect([pub.start, pub.allDay, pub.transparent]).toEqual(['2026-11-19', true, true]);
  });

  it('keeps the same UIDs on every request and across languages, unique within the file, so a calendar updates instead of duplicating', async () => {
    const gl = await ics('/api/v1/calendario/proceso.ics?urlAmigable=auxiliar-lugo-2026');
    const es = await ics('/api/v1/calendario/proceso.ics?urlAmigable=auxiliar-lugo-2026&lang=es');
    const uids = gl.events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids.every((u) => /^[0-9a-f]{32}@oposicions\.gal$/.test(u))).toBe(true);
    expect(es.events.map((e) => e.uid).sort()).toEqual([...uids].sort());
    expect(es.events.map((e) => e.summary)).toContain('Último día de plazo: Dúas prazas de auxiliar administrativo');
    expect(es.events.map((e) => e.summary)).toContain('1.º ejercicio: Dúas prazas de auxiliar administrativo');
    // A moved deadline keeps its UID (the event moves); the file answers the same bytes until something changes.
    const prazoUid = gl.events.find((e) => e.summary.startsWith('Último día'))!.uid;
    await t.db.query("UPDATE proceso_oposicion SET prazo_ultimo_dia = '2026-12-22' WHERE uuid = $1", [s.proceso.uuid]);
    t.app.services.cache.clear('public:');
    const moved = await ics('/api/v1/calendario/proceso.ics?urlAmigable=auxiliar-lugo-2026');
    const prazo = moved.events.find((e) => e.uid === prazoUid)!;
    expect(prazo.start).toBe('2026-12-22');
    expect(moved.events.map((e) => e.uid).sort()).toEqual([...uids].sort());
    const again = await ics('/api/v1/calendario/proceso.ics?urlAmigable=auxiliar-lugo-2026');
    expect(again.res.body).toBe(moved.res.body);
    expect((await t.app.inject({ url: '/api/v1/calendario/proceso.ics?urlAmigable=auxiliar-lugo-2026', headers: { 'if-none-match': String(again.res.headers.etag) } })).statusCode).toBe(304);
  });

  it('takes Spanish from Accept-Language, and a process with no dates gives an empty calendar', async () => {
    const { events, name } = await ics(`/api/v1/calendario/proceso.ics?urlAmigable=${s.curado.url}`, { 'accept-language': 'es' });
    expect(name).toBe('Bombeiros de Vigo · Oposicións Galicia');
    expect(events).toEqual([]);
  });

  it('answers 404 {codigo, descripcion} for a hidden or unknown process and 400 for bad input', async () => {
    for (const url of [`/api/v1/calendario/proceso.ics?urlAmigable=${s.oculto.url}`, '/api/v1/calendario/proceso.ics?urlAmigable=non-existe']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ codigo: 'PROCESO_NON_ATOPADO', descripcion: expect.any(String) });
    }
    for (const url of ['/api/v1/calendario/proceso.ics', '/api/v1/calendario/proceso.ics?urlAmigable=', `/api/v1/calendario/proceso.ics?urlAmigable=${'a'.repeat(201)}`, '/api/v1/calendario/proceso.ics?urlAmigable=x&lang=en']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
    }
  });
});
