import { HTTP_URL_INPUT_PATTERN, NOT_BLANK_INPUT_PATTERN } from 'shared';

/** The browser-side `pattern` of each text field of the offer forms (the API applies the same rules). */
export function inputPattern(field: string): string | undefined {
  if (field === 'urlAmigable') return '[a-z0-9]+(-[a-z0-9]+)*';
  if (field === 'titulo') return NOT_BLANK_INPUT_PATTERN;
  if (field === 'urlImagen' || field === 'urlInfoProcesoExterno') return HTTP_URL_INPUT_PATTERN;
  return undefined;
}
