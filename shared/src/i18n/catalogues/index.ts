import { adminConfig } from './adminConfig.js';
import { adminHome } from './adminHome.js';
import { adminOffers } from './adminOffers.js';
import { auth } from './auth.js';
import { common } from './common.js';
import { public as publicArea } from './public.js';
import { subscriptions } from './subscriptions.js';

/** All catalogues, one file per area so each team edits its own. */
export const catalogues = { common, public: publicArea, auth, adminOffers, adminConfig, adminHome, subscriptions };

const all = Object.values(catalogues);
export const messages = {
  gl: Object.assign({}, ...all.map((c) => c.gl)) as Record<string, string>,
  es: Object.assign({}, ...all.map((c) => c.es)) as Record<string, string>,
};
