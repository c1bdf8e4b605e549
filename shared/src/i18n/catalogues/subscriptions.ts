/** Strings of the subscriptions area. Every key must exist in both languages (a test checks). */
export const subscriptions: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {},
  es: {},
};
