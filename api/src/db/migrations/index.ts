import { sql as init } from './001_init.js';

/** Every migration, in order. Add a file `NNN_name.ts` exporting `sql` and list it here; never edit an applied one. */
export const migrations: { id: string; sql: string }[] = [
  { id: '001_init', sql: init },
];
