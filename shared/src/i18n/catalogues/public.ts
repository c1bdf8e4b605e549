/** Strings of the public area. Every key must exist in both languages (a test checks). */
const publicCatalogue: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {},
  es: {},
};
export { publicCatalogue as public };
