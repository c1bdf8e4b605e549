import type { IncomingMessage } from 'node:http';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../errors.js';

const DATA_URL = /^data:[^,;]*(;[^,;=]+=[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

/**
 * Decodes a phase file sent as base64 (plain or as a data URL) and accepts it only when it is a PDF by content
 * (it starts with `%PDF-`) of at most `maxBytes` decoded. The size is checked before decoding.
 */
export function decodePdf(archivo: string, maxBytes: number): Buffer {
  const base64 = archivo.replace(DATA_URL, '').replace(/\s+/g, '');
  if (base64.length % 4 === 1 || !BASE64.test(base64)) throw badRequest('O arquivo non está codificado en base64', 'ARQUIVO_INCORRECTO');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const decodedSize = Math.floor((base64.length * 3) / 4) - padding;
  if (decodedSize > maxBytes) throw fileTooLarge(decodedSize, maxBytes);
  const content = Buffer.from(base64, 'base64');
  if (content.length < PDF_MAGIC.length || !content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw unsupportedMediaType('Só se admiten arquivos PDF');
  }
  return content;
}

function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 3 : 1)} MB`;
}

/** The 413 of a phase file: how big it is (when known) and the limit, in both languages. */
export function fileTooLarge(size: number | null, maxBytes: number) {
  if (size === null) {
    return payloadTooLarge(`O arquivo supera o máximo admitido de ${formatMb(maxBytes)}`, `El archivo supera el máximo admitido de ${formatMb(maxBytes)}`);
  }
  return payloadTooLarge(`O arquivo ocupa ${formatMb(size)}; o máximo admitido é ${formatMb(maxBytes)}`,
    `El archivo ocupa ${formatMb(size)}; el máximo admitido es ${formatMb(maxBytes)}`);
}

/**
 * The size of the file inside a phase request refused for its body size, estimated from the declared body length
 * (base64 is 4 characters per 3 bytes); null when the length was not declared (chunked).
 */
export function fileSizeOfBody(contentLength: string | undefined): number | null {
  const n = Number(contentLength);
  return contentLength && Number.isSafeInteger(n) && n > 0 ? Math.floor((n * 3) / 4) : null;
}

/**
 * Reads and throws away what is left of a request body the server has refused, so that the refusal reaches the
 * client: a server that answers and closes while the client is still sending resets the connection, and the client
 * (a browser among them) then reports a network error instead of the answer. Resolves true once the body has
 * ended, false when the client went away, or sent more than `maxBytes` or for longer than `maxMs` (then closing is
 * the only answer left).
 */
export function drainBody(raw: IncomingMessage, { maxBytes, maxMs }: { maxBytes: number; maxMs: number }): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      // What may still arrive is not wanted: dropped, never buffered.
      if (!ended) raw.resume();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), maxMs);
    timer.unref();
    raw.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
    raw.resume();
  });
}
