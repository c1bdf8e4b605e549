/**
 * Links the site renders from stored data (offer pages, phases, bulletins, competitions): only http: and https:
 * URLs become links; anything else (`javascript:`, `data:`, `vbscript:`, relative tricks) is not rendered as a
 * link at all. The API refuses such URLs on write too; this guards data stored before that rule or read from a
 * bulletin.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const value = (url ?? '').trim();
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return undefined;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `pattern` of URL inputs (the browser refuses other schemes before the API does). */
export const HTTP_URL_INPUT_PATTERN = '\\s*[hH][tT][tT][pP][sS]?://\\S+\\s*';
/** `pattern` of inputs that may not be only spaces (offer titles). */
export const NOT_BLANK_INPUT_PATTERN = '.*\\S.*';
