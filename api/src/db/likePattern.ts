/** A LIKE pattern that finds `term` anywhere, with LIKE's own wildcards and escape taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
