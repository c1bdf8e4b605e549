import { register } from 'node:module';
register('./tsLoader.mjs', import.meta.url);
