import * as cheerio from 'cheerio';
import type { HttpResponse } from '../http.js';
import type { BopName } from './source.js';

/** An edict whose body is wanted, as the reading stored it. */
export interface EdictoTexto {
  idFuente: string;
  urlDetalle: string;
  urlPdf: string | null;
}

export type FormatoTexto = 'html' | 'pdf' | 'xml';

/** Where an edict's body is published: one address, in one format. */
export interface DocumentoTexto {
  url: string;
  formato: FormatoTexto;
  /** Extra request headers (the BOE wants `Accept: application/xml`). */
  headers?: Record<string, string>;
  /**
   * The document holds the bodies of several edicts (BOP Lugo's day PDF): it is fetched once, its text kept, and
   * each edict's body cut from it.
   */
  compartido?: boolean;
}

/** The document was fetched but does not hold a readable body (a page without the text, only a heading...). */
export class TextoIlexible extends Error {}

/**
 * How one bulletin publishes the body of an edict (SOURCES.md): the document to fetch, how to read its text, and for
 * shared documents how to find one edict's part. Pure functions: the fetching is ingestion's (textos.ts), through the
 * polite HTTP client.
 */
export interface LectorTexto {
  bop: BopName;
  documento(e: EdictoTexto): DocumentoTexto;
  /** Another document to try when the first answers an error or holds no body (Ourense: the PDF after the HTML). */
  alternativa?(e: EdictoTexto): DocumentoTexto | null;
  /** The document's text, paragraphs one per line. Throws TextoIlexible when it holds no body. */
  lerDocumento(res: HttpResponse, doc: DocumentoTexto): Promise<string>;
  /** One edict's body within a shared document's text, or null when it is not there. */
  textoDoEdicto?(documento: string, e: EdictoTexto): string | null;
}

/** Text of an element with spaces (also non-breaking) collapsed. */
export const limpo = (t: string | undefined | null) => (t ?? '').replace(/[\s\u00a0\u00ad]+/g, ' ').trim();

/**
 * The paragraphs of an HTML fragment as lines: every `p` (and heading, list item) its own line, table rows as their
 * cells joined by " | ". Elements inside an element already taken are not repeated.
 */
export function parrafosHtml($: cheerio.CheerioAPI, root: ReturnType<cheerio.CheerioAPI>, skip: (el: ReturnType<cheerio.CheerioAPI>) => boolean = () => false): string[] {
  const out: string[] = [];
  root.find('p, h1, h2, h3, h4, h5, h6, li, tr').each((_, el) => {
    const node = $(el);
    if (skip(node)) return;
    if (node.parents('p, li, tr').length > 0 && !node.is('tr')) return;
    if (node.is('li') && node.find('p').length > 0) return;
    const text = node.is('tr')
      ? node.children('td, th').toArray().map((c) => limpo($(c).text())).filter(Boolean).join(' | ')
      : limpo(node.text());
    if (text) out.push(text);
  });
  return out;
}

/** A body is more than its heading: at least one sentence of some length. */
export function requireCorpo(bop: string, parrafos: string[], onde: string): string {
  const texto = parrafos.join('\n').trim();
  if (texto.length < 60 || !parrafos.some((p) => p.length >= 40)) {
    throw new TextoIlexible(`${bop}: ${onde} non ten o texto do edicto (só ${texto.length} caracteres)`);
  }
  return texto;
}

/** Lines that are only the bulletin's registry mark ("R. 1150") close an edict in BOP Lugo and Ourense. */
export const MARCA_REXISTRO = /^R\.\s*(\d+)$/;
