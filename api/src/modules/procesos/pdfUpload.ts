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
  if (decodedSize > maxBytes) {
    throw payloadTooLarge(`O arquivo ocupa ${formatMb(decodedSize)}; o máximo admitido é ${formatMb(maxBytes)}`,
      `El archivo ocupa ${formatMb(decodedSize)}; el máximo admitido es ${formatMb(maxBytes)}`);
  }
  const content = Buffer.from(base64, 'base64');
  if (content.length < PDF_MAGIC.length || !content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw unsupportedMediaType('Só se admiten arquivos PDF');
  }
  return content;
}

function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 3 : 1)} MB`;
}
