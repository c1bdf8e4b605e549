import { adminConfig } from './adminConfig.js';
import { adminOffers } from './adminOffers.js';
import { auth } from './auth.js';
import { common } from './common.js';
import { public as publicArea } from './public.js';

/** All catalogues, one file per area so each team edits its own. */
export const catalogues = { common, public: publicArea, auth, adminOffers, adminConfig };

export const messages = {
  gl: Object.assign({}, common.gl, publicArea.gl, auth.gl, adminOffers.gl, adminConfig.gl) as Record<string, string>,
  es: Object.assign({}, common.es, publicArea.es, auth.es, adminOffers.es, adminConfig.es) as Record<string, string>,
};
