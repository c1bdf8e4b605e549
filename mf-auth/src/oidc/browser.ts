/** Leaving the single-page app for another site (the OpenID provider); one place, so tests can watch it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  origin(): string {
    return window.location.origin;
  },
};
