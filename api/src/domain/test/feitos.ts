import { lerFeitos } from '../feitos/index.js';

/** What the facts probes share: a body read as ingestion reads it, on a bulletin and day of the probe's choice. */
export const lectorDeProba = (fechaPorDefecto: string, bopPorDefecto: string) =>
  (texto: string, tipo = 'convocatoria_bases', titulo = '', fecha = fechaPorDefecto, bop = bopPorDefecto) => lerFeitos(texto, { bop, titulo, tipo, fecha });
type Lidos = ReturnType<typeof lerFeitos>;
/** The posts of a call of several, as "name|places|group". */
export const lista = (f: Lidos) => f.postos?.valor.map((p) => `${p.nome}|${p.prazas ?? ''}|${p.grupo ?? ''}`);
/** The exam dates read, in order. */
export const datas = (f: Lidos) => f.datasExame?.map((d) => d.valor);
