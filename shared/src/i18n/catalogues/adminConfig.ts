/** Strings of the adminConfig area. Every key must exist in both languages (a test checks). */
export const adminConfig: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {},
  es: {},
};
