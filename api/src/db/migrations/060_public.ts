/** Tables and indexes of this capability (filled by its issue). */
export const sql = ``;
