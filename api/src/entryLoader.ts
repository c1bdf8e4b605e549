import { ENTRY_LOADER_SCRIPT } from 'shared/contract';

/**
 * A server-drawn page starts its scripts after its first paint (the loader and why: shared/src/contract/entryLoader.ts;
 * the measurements: docs/speed.md). A page the browser draws alone keeps the deferred entry with its preload hints.
 */

/** The built index.html's deferred entry script (minified or not: both attribute spellings). */
const DEFERRED_ENTRY = /<script defer(?:="")? src=(?:"([^"]+)"|([^\s>"]+))><\/script>/;

/** A drawn page's head: its deferred entry script replaced by the loader (unchanged when the index has none). */
export function loadEntryAfterFirstPaint(html: string): string {
  return html.replace(DEFERRED_ENTRY, (_, quoted?: string, bare?: string) => `<script data-src="${quoted ?? bare}">${ENTRY_LOADER_SCRIPT}</script>`);
}
