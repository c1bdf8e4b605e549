/** Strings of the auth area. Every key must exist in both languages (a test checks). */
export const auth: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {},
  es: {},
};
