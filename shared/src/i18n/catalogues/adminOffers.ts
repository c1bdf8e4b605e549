/** Strings of the adminOffers area. Every key must exist in both languages (a test checks). */
export const adminOffers: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {},
  es: {},
};
