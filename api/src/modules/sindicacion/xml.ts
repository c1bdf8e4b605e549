/** Characters XML 1.0 cannot carry (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/U+FFFF): dropped. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text as XML may carry it (bulletin text sometimes holds control characters). */
export const xmlText = (s: string | null | undefined): string => (s ?? '').replace(NOT_XML, '');

/** Text for an HTML construct (Atom `type="html"`): escaped, so it reads as the plain text it is. */
export const html = (s: string | null | undefined): string =>
  xmlText(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A value for an attribute the feed library writes as is (it escapes only `&`): quotes and angle brackets, which
 * would end the attribute or break the document, become their typographic look-alikes.
 */
export const attr = (s: string): string => xmlText(s).replace(/"/g, '”').replace(/</g, '‹').replace(/>/g, '›');

/** At most `max` characters, cut at a word, with an ellipsis. */
export function cut(s: string, max: number): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const head = t.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:]+$/, '')}…`;
}
