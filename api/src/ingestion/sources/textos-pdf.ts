/**
 * PDF.js, loaded on the first PDF (not at server start). Its parser runs in this thread when the worker module is
 * already loaded (no worker file to find at run time).
 */
let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null = null;
const carregarPdfjs = () => {
  pdfjs ??= (async () => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
};

/** One line of a PDF page as printed: its text, page, vertical position (points from the bottom) and font size. */
export interface LinhaPdf {
  paxina: number;
  y: number;
  x: number;
  texto: string;
  alto: number;
  /** Height of the page, to tell its top and bottom margins. */
  altoPaxina: number;
}

/** A paragraph of a PDF: its lines, in order (several pages may share one). */
export type ParrafoPdf = LinhaPdf[];

/** Reads the lines of every page with Mozilla's PDF.js (text layer; a scanned PDF gives none). */
export async function linhasDoPdf(bytes: Uint8Array): Promise<LinhaPdf[]> {
  const { getDocument } = await carregarPdfjs();
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const linhas: LinhaPdf[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p += 1) {
      const page = await doc.getPage(p);
      const altoPaxina = page.getViewport({ scale: 1 }).height;
      const content = await page.getTextContent();
      const items = content.items.flatMap((it) => ('str' in it ? [{ s: it.str, x: it.transform[4] as number, y: it.transform[5] as number, h: it.height }] : []));
      // Lines: items sharing a baseline (within 2 points), left to right; PDF.js gives them in drawing order.
      const porLinha: { y: number; partes: typeof items }[] = [];
      for (const it of items) {
        if (!it.s) continue;
        const linha = porLinha.find((l) => Math.abs(l.y - it.y) <= 2);
        if (linha) linha.partes.push(it);
        else porLinha.push({ y: it.y, partes: [it] });
      }
      porLinha.sort((a, b) => b.y - a.y);
      for (const l of porLinha) {
        l.partes.sort((a, b) => a.x - b.x);
        const texto = l.partes.map((i) => i.s).join('').replace(/[\s\u00a0]+/g, ' ').trim();
        if (!texto) continue;
        linhas.push({ paxina: p, y: l.y, x: l.partes[0].x, texto, alto: Math.max(...l.partes.map((i) => i.h)), altoPaxina });
      }
    }
  } finally {
    await doc.destroy();
  }
  return linhas;
}

const ZONA_MARXE = 0.06;
const semDixitos = (t: string) => t.replace(/\d+/g, '#');

/**
 * Takes off the running headers and footers: lines in the outer 6 % of a page's height that repeat on other pages
 * (digits aside: page numbers, dates) or are only a number, and on a one-page document any line in that band.
 */
export function semCabeceiras(linhas: LinhaPdf[]): LinhaPdf[] {
  const naMarxe = (l: LinhaPdf) => l.y > l.altoPaxina * (1 - ZONA_MARXE) || l.y < l.altoPaxina * ZONA_MARXE;
  const paxinas = new Set(linhas.map((l) => l.paxina)).size;
  const vistas = new Map<string, Set<number>>();
  for (const l of linhas.filter(naMarxe)) {
    const k = semDixitos(l.texto);
    vistas.set(k, (vistas.get(k) ?? new Set()).add(l.paxina));
  }
  return linhas.filter((l) => !naMarxe(l) || !(paxinas === 1 || /^[\d\s/.-]+$/.test(l.texto) || (vistas.get(semDixitos(l.texto))?.size ?? 0) > 1));
}

/** A line that stands alone: a registry mark ("R. 1150") or a bare number. */
const SOA = /^(R\.\s*)?\d+$/;
const esMaiusculas = (t: string) => /[A-ZÁÉÍÓÚÑ]/.test(t) && t === t.toUpperCase();

/**
 * Groups lines into paragraphs: a gap wider than 1.55 times the font size (more than the leading of a paragraph), a
 * change of font size, an indented first line or a line that stands alone (a registry mark) starts a new one; across a
 * page break a paragraph goes on unless the last line ended a sentence or was a heading in capitals.
 */
export function parrafosDoPdf(linhas: LinhaPdf[]): ParrafoPdf[] {
  const margeDe = new Map<number, number>();
  for (const l of linhas) margeDe.set(l.paxina, Math.min(margeDe.get(l.paxina) ?? Infinity, l.x));
  const parrafos: ParrafoPdf[] = [];
  let actual: ParrafoPdf = [];
  for (const [i, l] of linhas.entries()) {
    const prev = linhas[i - 1];
    const marxe = margeDe.get(l.paxina)!;
    const novo = !prev || Math.abs(prev.alto - l.alto) > 0.6 || SOA.test(prev.texto) || SOA.test(l.texto) || (prev.paxina === l.paxina
      ? prev.y - l.y > Math.max(prev.alto, l.alto) * 1.55 || (l.x > marxe + 6 && prev.x <= marxe + 2)
      : /[.:;]$/.test(prev.texto) || esMaiusculas(prev.texto));
    if (novo && actual.length) {
      parrafos.push(actual);
      actual = [];
    }
    actual.push(l);
  }
  if (actual.length) parrafos.push(actual);
  return parrafos;
}

const GUION_FINAL = /([A-Za-zÀ-ÖØ-öø-ÿ]+)[-\u2010\u00ad]$/;
const INICIO_MINUSCULA = /^([a-zß-öø-ÿ]+)/;

/**
 * Joins the lines of a paragraph, mending words split at a line end: "convoca-" + "toria" → "convocatoria". The hyphen
 * stays when the document itself prints the pair hyphenated on one line ("concurso-oposición"): those are compounds.
 */
export function unirLinhas(linhas: string[], documento: string): string {
  const doc = documento.toLowerCase();
  let out = '';
  for (const [i, linha] of linhas.entries()) {
    if (i === 0) {
      out = linha;
      continue;
    }
    const esquerda = GUION_FINAL.exec(out)?.[1];
    const dereita = INICIO_MINUSCULA.exec(linha)?.[1];
    if (esquerda && dereita) {
      const composto = `${esquerda}-${dereita}`.toLowerCase();
      out = doc.includes(composto) ? `${out.slice(0, -1)}-${linha}` : `${out.slice(0, -1)}${linha}`;
    } else {
      out = `${out} ${linha}`;
    }
  }
  return out;
}

/** The text of paragraphs, one per line ("\n" between them), words mended. */
export function textoDosParrafos(parrafos: ParrafoPdf[], documento: string): string {
  return parrafos.map((p) => unirLinhas(p.map((l) => l.texto), documento)).join('\n');
}

/** The whole text of a PDF: paragraphs kept, running headers and footers taken off, words mended. */
export async function textoDoPdf(bytes: Uint8Array): Promise<string> {
  const linhas = semCabeceiras(await linhasDoPdf(bytes));
  return textoDosParrafos(parrafosDoPdf(linhas), linhas.map((l) => l.texto).join('\n'));
}
