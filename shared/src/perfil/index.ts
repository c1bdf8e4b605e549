// "Can I apply?" (issue 24): the profile, its check against a process's facts, and that check in words. Pure: no React, no fetch.
export * from './perfil.js';
export * from './avaliar.js';
export * from './explicar.js';
