import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const OTHER_PDF = Buffer.from('%PDF-1.7\n% another file\n%%EOF\n', 'latin1');
const MAX_UPLOAD = 4096;

type Proceso = { uuidEntidad: string; urlAmigable: string; etiquetas: string[]; procesosOposicionesList: { uuid: string; titulo: string; orden: number; archivo: string | null }[] } & Record<string, unknown>;

describe.each(databases)('admin offers and phases on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let auth: Record<string, string>;
  let invalidAuth: Record<string, string>;
  let visitorAuth: Record<string, string>;
  let dataDir: string;
  const opo = randomUUID();
  const filesDir = () => join(dataDir, 'files');
  const storedFiles = () => (existsSync(filesDir()) ? readdirSync(filesDir()) : []);

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const del = (url: string, payload: object) => t.app.inject({ method: 'DELETE', url, headers: auth, payload });
  const crear = (over: Record<string, unknown> = {}) =>
    post('/api/v1/config/crear/procesoOposicion', {
      urlAmigable: `oferta-${randomUUID().slice(0, 8)}`, organizacion: 'Concello de Lugo', bop: 'BOP Lugo', urlImagen: '', titulo: 'Auxiliar administrativo',
      sistemaSeleccion: 'Oposición', tipoContrato: 'Funcionario', descripcion: 'Seis prazas', uuidOpoInicio: '', procesoFinalizado: false, procesoMostrable: true, ...over,
    });
  const modificarPayload = (p: Proceso, over: Record<string, unknown> = {}) => ({
    uuidProcesoOposicion: p.uuidEntidad, urlAmigable: p.urlAmigable, organizacion: p.organizacion, urlImagen: p.urlImagen, titulo: p.titulo,
    detalle: p.detalle, urlInfoProcesoExterno: p.urlInfoProcesoExterno, etiquetaBusquedaProceso: p.etiquetaBusquedaProceso, sistemaSeleccion: p.sistemaSeleccion,
    tipoContrato: p.tipoContrato, descripcion: p.descripcion, uuidOpoInicio: p.uuidOpoInicio, procesoFinalizado: p.procesoFinalizado,
    procesoMostrable: p.procesoMostrable, etiquetaProceso: '', ...over,
  });
  const asignar = (procesoUuid: string, over: Record<string, unknown> = {}) =>
    post('/api/v1/config/asignar/opoProcesoOposicion', { uuidOposicion: '', uuidOposicionDetalle: procesoUuid, titulo: 'Bases', url: '', archivo: '', fechaBop: '', ...over });
  const porUuid = async (uuid: string): Promise<Proceso> => (await t.app.inject({ url: `/api/v1/config/ver/procesoOposicionPorUuid?uuid=${uuid}`, headers: auth })).json();
  /** A public entry in the read cache: every write must clear it. */
  const primePublicCache = () => t.app.services.cache.get('public:probe', async () => 1);
  const publicCacheHasProbe = async () => {
    let loaded = false;
    await t.app.services.cache.get('public:probe', async () => { loaded = true; return 1; });
    return !loaded;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'opos-procesos-'));
    t = await testApp(kind, { now: NOW, config: { dataDir, maxUploadBytes: MAX_UPLOAD } });
    auth = bearer(await tokenFor(t.app, 'admin'));
    invalidAuth = bearer(await tokenFor(t.app, 'invalid'));
    visitorAuth = bearer(await tokenFor(t.app, 'visitor'));
    await t.db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
       VALUES ($1, 'BOP A Coruña', '2026-03-02', 'Concello de Oleiros', 'Seis prazas de auxiliar administrativo', 'https://bop.example/1', '{auxiliar administrativo}', true)`,
      [opo],
    );
    await t.db.query("INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda) VALUES ($1, 'policía local', 'policía local')", [randomUUID()]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('crear/procesoOposicion', () => {
    it('creates an offer from a competition: its date, bulletin, labels and link come along, and the competition is linked', async () => {
      await primePublicCache();
      const res = await crear({ urlAmigable: 'auxiliar-oleiros-2026', bop: '', uuidOpoInicio: opo });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        uuidEntidad: expect.any(String), urlAmigable: 'auxiliar-oleiros-2026', organizacion: 'Concello de Lugo', bop: 'BOP A Coruña', urlImagen: '',
        titulo: 'Auxiliar administrativo', descripcion: 'Seis prazas', detalle: '', urlInfoProcesoExterno: 'https://bop.example/1', etiquetaBusquedaProceso: '',
        etiquetaProceso: '', etiquetas: ['auxiliar administrativo'], sistemaSeleccion: 'Oposición', tipoContrato: 'Funcionario', uuidOpoInicio: opo,
        procesoFinalizado: false, procesoMostrable: true, numeroVisitas: 0, fechaBopInicioProceso: [2026, 3, 2], procesosOposicionesList: [],
      });
      const [row] = await t.db.query<{ uuid_proceso_selectivo: string; editado_admin: boolean }>('SELECT uuid_proceso_selectivo, editado_admin FROM opo WHERE uuid = $1', [opo]);
      expect(row).toEqual({ uuid_proceso_selectivo: res.json().uuidEntidad, editado_admin: true });
      expect(await publicCacheHasProbe()).toBe(false);
    });

    it('without a competition starts today and procesoMostrable defaults to true', async () => {
      const res = await post('/api/v1/config/crear/procesoOposicion', { urlAmigable: 'so-titulo', titulo: 'Só título' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ fechaBopInicioProceso: [2026, 3, 15], procesoMostrable: true, procesoFinalizado: false, organizacion: '' });
    });

    it('a duplicate urlAmigable gets 409', async () => {
      expect((await crear({ urlAmigable: 'repetida' })).statusCode).toBe(200);
      const again = await crear({ urlAmigable: 'repetida' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ codigo: 'URL_AMIGABLE_DUPLICADA', descripcion: expect.stringContaining('repetida') });
    });

    it.each(['Con Maiúsculas', 'con espazos', 'acentuación', '-guion-inicial', 'dobre--guion', 'barra/oferta'])('urlAmigable "%s" is refused with 400', async (urlAmigable) => {
      const res = await crear({ urlAmigable });
      expect(res.statusCode).toBe(400);
      expect(res.json().codigo).toBe('URL_AMIGABLE_INCORRECTA');
    });

    it.each([
      ['no titulo', { titulo: undefined }],
      ['empty titulo', { titulo: '' }],
      ['procesoFinalizado not boolean', { procesoFinalizado: 'quizais' }],
      ['uuidOpoInicio not a uuid', { uuidOpoInicio: 'abc' }],
    ])('a bad payload (%s) gets 400', async (_n, over) => {
      const res = await crear(over);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
    });

    it('an unknown competition to start from gets 404', async () => {
      expect((await crear({ uuidOpoInicio: randomUUID() })).statusCode).toBe(404);
    });
  });

  describe('ver/procesoOposicion and procesoOposicionPorUuid', () => {
    it('lists open and finished offers apart, by pages', async () => {
      const fin1 = (await crear({ urlAmigable: 'finalizada-1', procesoFinalizado: true })).json();
      const fin2 = (await crear({ urlAmigable: 'finalizada-2', procesoFinalizado: true })).json();
      const finished = await t.app.inject({ url: '/api/v1/config/ver/procesoOposicion?numInicio=0&numFin=30&procesoFinalizado=true', headers: auth });
      expect(finished.statusCode).toBe(200);
      expect(finished.json().map((p: Proceso) => p.uuidEntidad).sort()).toEqual([fin1.uuidEntidad, fin2.uuidEntidad].sort());
      const open = await t.app.inject({ url: '/api/v1/config/ver/procesoOposicion?numInicio=0&numFin=30&procesoFinalizado=false', headers: auth });
      expect(open.json().every((p: Proceso) => p.procesoFinalizado === false)).toBe(true);
      expect(open.json().length).toBeGreaterThanOrEqual(3);
      const page = await t.app.inject({ url: '/api/v1/config/ver/procesoOposicion?numInicio=1&numFin=2&procesoFinalizado=true', headers: auth });
      expect(page.json()).toHaveLength(1);
    });

    it.each([
      '/api/v1/config/ver/procesoOposicion?numInicio=0&numFin=30',
      '/api/v1/config/ver/procesoOposicion?numInicio=10&numFin=5&procesoFinalizado=true',
      '/api/v1/config/ver/procesoOposicion?numInicio=-1&numFin=5&procesoFinalizado=true',
      '/api/v1/config/ver/procesoOposicionPorUuid?uuid=abc',
    ])('%s gets 400', async (url) => {
      expect((await t.app.inject({ url, headers: auth })).statusCode).toBe(400);
    });

    it('one offer by uuid; unknown → 404', async () => {
      const created = (await crear()).json();
      expect(await porUuid(created.uuidEntidad)).toEqual(created);
      const missing = await t.app.inject({ url: `/api/v1/config/ver/procesoOposicionPorUuid?uuid=${randomUUID()}`, headers: auth });
      expect(missing.statusCode).toBe(404);
    });

    it('ver/etiquetasProceso lists the labels of the rules and of offers', async () => {
      const res = await t.app.inject({ url: '/api/v1/config/ver/etiquetasProceso', headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expect.arrayContaining(['auxiliar administrativo', 'policía local']));
    });
  });

  describe('modificar/procesoOposicion', () => {
    it('modifies every field, sanitises detalle with an allow-list, adds etiquetaProceso to the labels and clears the public cache', async () => {
      const p: Proceso = (await crear({ urlAmigable: 'para-modificar' })).json();
      await primePublicCache();
      const res = await post('/api/v1/config/modificar/procesoOposicion', modificarPayload(p, {
        urlAmigable: 'modificada-2026', titulo: 'Título novo', organizacion: 'Deputación', urlImagen: 'https://img.example/a.png',
        detalle: '<p onclick="x()">Bases <strong>aquí</strong> <a href="javascript:alert(1)">mal</a> <a href="https://ok.example">ben</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        urlInfoProcesoExterno: 'https://sede.example/p', etiquetaBusquedaProceso: 'auxiliar', sistemaSeleccion: 'Concurso-oposición', tipoContrato: 'Laboral',
        descripcion: 'Nova descrición', procesoFinalizado: true, procesoMostrable: false, etiquetaProceso: 'policía local',
      }));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        urlAmigable: 'modificada-2026', titulo: 'Título novo', organizacion: 'Deputación', urlImagen: 'https://img.example/a.png',
        urlInfoProcesoExterno: 'https://sede.example/p', etiquetaBusquedaProceso: 'auxiliar', sistemaSeleccion: 'Concurso-oposición', tipoContrato: 'Laboral',
        descripcion: 'Nova descrición', procesoFinalizado: true, procesoMostrable: false, etiquetaProceso: 'policía local', etiquetas: ['policía local'],
      });
      expect(body.detalle).toBe('<p>Bases <strong>aquí</strong> <a>mal</a> <a href="https://ok.example">ben</a></p>');
      expect(await publicCacheHasProbe()).toBe(false);
      // The same label twice is kept once.
      const again = await post('/api/v1/config/modificar/procesoOposicion', modificarPayload(body, { etiquetaProceso: 'policía local' }));
      expect(again.json().etiquetas).toEqual(['policía local']);
    });

    it('keeps its own urlAmigable, refuses one of another offer (409) or a bad one (400); unknown uuid → 404', async () => {
      const a: Proceso = (await crear({ urlAmigable: 'oferta-a' })).json();
      await crear({ urlAmigable: 'oferta-b' });
      expect((await post('/api/v1/config/modificar/procesoOposicion', modificarPayload(a))).statusCode).toBe(200);
      const dup = await post('/api/v1/config/modificar/procesoOposicion', modificarPayload(a, { urlAmigable: 'oferta-b' }));
      expect(dup.statusCode).toBe(409);
      expect((await porUuid(a.uuidEntidad)).urlAmigable).toBe('oferta-a');
      expect((await post('/api/v1/config/modificar/procesoOposicion', modificarPayload(a, { urlAmigable: 'Oferta A' }))).statusCode).toBe(400);
      expect((await post('/api/v1/config/modificar/procesoOposicion', modificarPayload(a, { uuidProcesoOposicion: randomUUID() }))).statusCode).toBe(404);
      expect((await post('/api/v1/config/modificar/procesoOposicion', modificarPayload(a, { procesoMostrable: undefined }))).statusCode).toBe(400);
    });
  });

  describe('phases', () => {
    let proceso: Proceso;
    beforeAll(async () => {
      proceso = (await crear({ urlAmigable: 'con-fases' })).json();
    });

    it('adds a phase with a link, then one with a PDF: each gets the next orden; phases come by orden then fechaBop', async () => {
      await primePublicCache();
      const link = await asignar(proceso.uuidEntidad, { titulo: 'Bases', url: 'https://bop.example/bases', fechaBop: '2026-03-02', uuidOposicion: opo });
      expect(link.statusCode).toBe(200);
      expect(link.json()).toEqual({ uuid: expect.any(String), titulo: 'Bases', orden: 1, fechaBop: [2026, 3, 2], urlDetalle: 'https://bop.example/bases', archivo: null });
      expect(await publicCacheHasProbe()).toBe(false);

      const file = await asignar(proceso.uuidEntidad, { titulo: 'Lista provisional', archivo: PDF.toString('base64'), fechaBop: '2026-03-10' });
      expect(file.statusCode).toBe(200);
      expect(file.json()).toMatchObject({ titulo: 'Lista provisional', orden: 2, urlDetalle: null, archivo: expect.any(String) });
      expect(storedFiles()).toEqual([`${file.json().archivo}.pdf`]);

      // The same orden on two phases (older data) is ordered by date.
      await t.db.query("INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop) VALUES ($1, $2, 'Anterior', 2, '2026-03-05')", [randomUUID(), proceso.uuidEntidad]);
      const detail = await porUuid(proceso.uuidEntidad);
      expect(detail.procesosOposicionesList.map((f) => [f.titulo, f.orden])).toEqual([['Bases', 1], ['Anterior', 2], ['Lista provisional', 2]]);
      const third = await asignar(proceso.uuidEntidad, { titulo: 'Exame', url: 'https://bop.example/exame' });
      expect(third.json()).toMatchObject({ orden: 3, fechaBop: null });
    });

    it('streams a phase file publicly as application/pdf; unknown → 404', async () => {
      const fase = (await asignar(proceso.uuidEntidad, { titulo: 'Data URL', archivo: `data:application/pdf;base64,${OTHER_PDF.toString('base64')}` })).json();
      const res = await t.app.inject({ url: `/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${fase.archivo}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.equals(OTHER_PDF)).toBe(true);
      const missing = await t.app.inject({ url: `/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${randomUUID()}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().codigo).toBe('NON_ATOPADO');
      expect((await t.app.inject({ url: '/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=../../etc/passwd' })).statusCode).toBe(400);
    });

    it('refuses a file that is not a PDF by content (415) or too large (413), storing nothing', async () => {
      const before = { files: storedFiles(), fases: (await porUuid(proceso.uuidEntidad)).procesosOposicionesList.length };
      const [{ n: archivosBefore }] = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM archivo');
      const notPdf = await asignar(proceso.uuidEntidad, { titulo: 'falso.pdf', archivo: Buffer.from('<html>not a pdf</html>').toString('base64') });
      expect(notPdf.statusCode).toBe(415);
      expect(notPdf.json()).toEqual({ codigo: 'TIPO_NON_ADMITIDO', descripcion: 'Só se admiten arquivos PDF' });
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD, 32)]);
      const tooLarge = await asignar(proceso.uuidEntidad, { titulo: 'Grande', archivo: big.toString('base64') });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().descripcion).toContain('máximo');
      const notBase64 = await asignar(proceso.uuidEntidad, { titulo: 'Roto', archivo: '%%%not base64%%%' });
      expect(notBase64.statusCode).toBe(400);
      expect(storedFiles()).toEqual(before.files);
      expect((await porUuid(proceso.uuidEntidad)).procesosOposicionesList).toHaveLength(before.fases);
      const [{ n: archivosAfter }] = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM archivo');
      expect(Number(archivosAfter)).toBe(Number(archivosBefore));
    });

    it.each([
      ['unknown offer', () => ({ uuidOposicionDetalle: randomUUID() }), 404],
      ['unknown competition', () => ({ uuidOposicion: randomUUID() }), 404],
      ['offer uuid not a uuid', () => ({ uuidOposicionDetalle: 'abc' }), 400],
      ['no titulo', () => ({ titulo: '' }), 400],
      ['blank titulo', () => ({ titulo: '   ' }), 400],
      ['bad date', () => ({ fechaBop: '2026-02-30' }), 400],
    ])('adding a phase with %s is refused', async (_n, over, status) => {
      const res = await asignar(proceso.uuidEntidad, over());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
    });

    it('deleting a phase keeps its file while another phase refers to it', async () => {
      const p: Proceso = (await crear({ urlAmigable: 'compartido' })).json();
      const shared = Buffer.from('%PDF-1.5\nshared\n%%EOF\n');
      const f1 = (await asignar(p.uuidEntidad, { titulo: 'Uno', archivo: shared.toString('base64') })).json();
      const f2 = (await asignar(p.uuidEntidad, { titulo: 'Dous', archivo: shared.toString('base64') })).json();
      expect(f2.archivo).toBe(f1.archivo);
      const file = `${f1.archivo}.pdf`;
      await primePublicCache();
      const r1 = await del('/api/v1/config/eliminar/opoProcesoOposicion', { uuidOpo: f1.uuid });
      expect(r1.statusCode).toBe(200);
      expect(r1.json()).toEqual({ uuidOpo: f1.uuid });
      expect(await publicCacheHasProbe()).toBe(false);
      expect(storedFiles()).toContain(file);
      expect((await t.app.inject({ url: `/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${f1.archivo}` })).statusCode).toBe(200);
      expect((await porUuid(p.uuidEntidad)).procesosOposicionesList.map((f) => f.titulo)).toEqual(['Dous']);

      expect((await del('/api/v1/config/eliminar/opoProcesoOposicion', { uuidOpo: f2.uuid })).statusCode).toBe(200);
      expect(storedFiles()).not.toContain(file);
      expect((await t.app.inject({ url: `/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${f1.archivo}` })).statusCode).toBe(404);
      expect((await del('/api/v1/config/eliminar/opoProcesoOposicion', { uuidOpo: f2.uuid })).statusCode).toBe(404);
      expect((await del('/api/v1/config/eliminar/opoProcesoOposicion', { uuidOpo: 'nope' })).statusCode).toBe(400);
    });
  });

  describe('access and documentation', () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/v1/config/crear/procesoOposicion', { urlAmigable: 'x', titulo: 'x' }],
      ['GET', '/api/v1/config/ver/procesoOposicion?numInicio=0&numFin=30&procesoFinalizado=false', undefined],
      ['GET', `/api/v1/config/ver/procesoOposicionPorUuid?uuid=${randomUUID()}`, undefined],
      ['GET', '/api/v1/config/ver/etiquetasProceso', undefined],
      ['POST', '/api/v1/config/modificar/procesoOposicion', { uuidProcesoOposicion: randomUUID(), urlAmigable: 'x', titulo: 'x', procesoFinalizado: false, procesoMostrable: true }],
      ['POST', '/api/v1/config/asignar/opoProcesoOposicion', { uuidOposicionDetalle: randomUUID(), titulo: 'x' }],
      ['DELETE', '/api/v1/config/eliminar/opoProcesoOposicion', { uuidOpo: randomUUID() }],
    ];
    it.each(calls.map(([m, u, p]) => ({ method: m, url: u, payload: p })))('$method $url: 401 without a valid token, 403 for a visitor', async ({ method, url, payload }) => {
      const none = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(none.statusCode).toBe(401);
      const invalid = await t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: invalidAuth });
      expect(invalid.statusCode).toBe(401);
      const visitor = await t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: visitorAuth });
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
    });

    it('every call is in the OpenAPI document, admin ones with bearer security', async () => {
      const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
      const adminCalls: [string, string][] = [
        ['/api/v1/config/opos/consultaUuid/', 'get'], ['/api/v1/config/opos/consultaDias', 'get'], ['/api/v1/config/opos/consulta', 'get'],
        ['/api/v1/config/opos/consultaTexto', 'get'], ['/api/v1/config/opos/consulta/etiqueta', 'get'], ['/api/v1/config/opos/consultaOpoInicio', 'get'],
        ['/api/v1/config/opo/modificar', 'post'], ['/api/v1/config/opo/eliminar', 'delete'], ['/api/v1/config/bop/consulta', 'get'],
        ['/api/v1/config/bop/eliminar', 'delete'], ['/api/v1/config/crear/procesoOposicion', 'post'], ['/api/v1/config/ver/procesoOposicion', 'get'],
        ['/api/v1/config/ver/procesoOposicionPorUuid', 'get'], ['/api/v1/config/ver/etiquetasProceso', 'get'],
        ['/api/v1/config/modificar/procesoOposicion', 'post'], ['/api/v1/config/asignar/opoProcesoOposicion', 'post'],
        ['/api/v1/config/eliminar/opoProcesoOposicion', 'delete'],
      ];
      for (const [path, method] of adminCalls) {
        expect({ path, method, security: doc.paths[path]?.[method]?.security }).toEqual({ path, method, security: [{ bearer: [] }] });
      }
      expect(doc.paths['/api/v1/opos/getArchivo/procesoOposicion'].get.responses['200'].content).toHaveProperty('application/pdf');
    });
  });
});
