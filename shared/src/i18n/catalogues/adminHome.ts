/** Strings of the adminHome area. Every key must exist in both languages (a test checks). */
export const adminHome: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {},
  es: {},
};
