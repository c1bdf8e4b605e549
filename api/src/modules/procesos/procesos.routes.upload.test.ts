import { mkdtempSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

const MB = 1024 * 1024;
const PATH = '/api/v1/config/asignar/opoProcesoOposicion';

/** A 40 MB phase upload as the admin form sends it: JSON with the PDF in base64 (about 53 MB on the wire). */
function fortyMegabytePhase(uuid: string): Buffer {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(40 * MB - 9, 32)]);
  return Buffer.from(JSON.stringify({ uuidOposicionDetalle: uuid, titulo: 'Lista definitiva', archivo: pdf.toString('base64') }));
}

/** Reads one HTTP/1.1 answer with a Content-Length from the socket: status, headers and JSON body. */
function readAnswer(socket: Socket): Promise<{ status: number; headers: Record<string, string>; body: unknown }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length']);
      if (buffered.length < end + 4 + length) return;
      socket.off('data', onData).off('error', reject).off('close', onClose);
      socket.pause();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(buffered.subarray(end + 4, end + 4 + length).toString('utf8')) });
    };
    const onClose = () => reject(new Error(`connection closed before a whole answer (${buffered.length} bytes read)`));
    socket.on('data', onData).on('error', reject).on('close', onClose);
    socket.resume();
  });
}

/** Writes a whole request, honouring back-pressure, before reading anything: what a browser does with an upload. */
function sendWhole(socket: Socket, head: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.write(head);
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 256 * 1024);
        offset += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      socket.off('error', reject);
      resolve();
    };
    pump();
  });
}

describe.each(databases)('a 40 MB phase upload over a real socket on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let auth: Record<string, string>;
  let base: string;
  let port: number;
  let body: Buffer;

  beforeAll(async () => {
    t = await testApp(kind, { config: { dataDir: mkdtempSync(join(tmpdir(), 'opos-upload-')) } });
    auth = bearer(await tokenFor(t.app, 'admin'));
    const crear = await t.app.inject({ method: 'POST', url: '/api/v1/config/crear/procesoOposicion', headers: auth, payload: { urlAmigable: 'oferta-grande', titulo: 'Oferta grande' } });
    body = fortyMegabytePhase(crear.json().uuidEntidad);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it('fetch gets the 413 with the file limit in words, in the language asked', async () => {
    for (const [lang, descripcion] of [
      ['gl', 'O arquivo ocupa 40.0 MB; o máximo admitido é 20.0 MB'],
      ['es', 'El archivo ocupa 40.0 MB; el máximo admitido es 20.0 MB'],
    ]) {
      const res = await fetch(`${base}${PATH}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'accept-language': lang }, body });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ codigo: 'DEMASIADO_GRANDE', descripcion });
    }
  });

  it('a body sent without a declared length (chunked) gets the 413 too, with the limit', async () => {
    const chunks = Array.from({ length: Math.ceil(body.length / MB) }, (_, i) => body.subarray(i * MB, (i + 1) * MB));
    const stream = new ReadableStream<Uint8Array>({ pull(c) { const next = chunks.shift(); if (next) c.enqueue(next); else c.close(); } });
    const res = await fetch(`${base}${PATH}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ codigo: 'DEMASIADO_GRANDE', descripcion: 'O arquivo supera o máximo admitido de 20.0 MB' });
  });

  it('a client that sends the whole body before reading gets the 413, and the connection then serves its next request', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      const head = `POST ${PATH} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: ${auth.authorization}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
      await sendWhole(socket, head, body);
      const answer = await readAnswer(socket);
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ codigo: 'DEMASIADO_GRANDE', descripcion: 'O arquivo ocupa 40.0 MB; o máximo admitido é 20.0 MB' });
      expect(answer.headers.connection).not.toBe('close');

      await sendWhole(socket, `GET /api/v1/config/procesos/limiteArquivo HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: ${auth.authorization}\r\n\r\n`, Buffer.alloc(0));
      const next = await readAnswer(socket);
      expect(next.status).toBe(200);
      expect(next.body).toEqual({ maxBytes: 20 * MB });
    } finally {
      socket.destroy();
    }
  });

  it('the body is drained only for an administrator: without a token the refusal is a 401 and nothing is stored', async () => {
    const res = await fetch(`${base}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ codigo: 'NON_AUTENTICADO', descripcion: expect.any(String) });
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM fase');
    expect(Number(n)).toBe(0);
  });
});
