/** Server rendering (docs/speed.md): how a rendered page carries the state it was drawn from. */

/** The id of the `<script type="application/json">` that carries the server's state into the page. */
export const SERVER_STATE_ID = 'opos-estado';

/** The visitor's language choice as a cookie (the browser keeps it beside its local storage), read by the server. */
export const LANG_COOKIE = 'opos_lang';

/** JSON safe inside `<script>`: no `<` (so no `</script>` or `<!--`), no line separators some parsers choke on. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
