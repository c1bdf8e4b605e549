import { adminConfig } from './adminConfig.js';
import { adminHome } from './adminHome.js';
import { adminOffers } from './adminOffers.js';
import { auth } from './auth.js';
import { operacions } from './operacions.js';

/**
 * The areas only the admin screens and the sign-in use (mf-admin-offers, mf-admin-config, mf-auth): the browser
 * fetches them when the first such screen opens (shared/src/i18n/messages.ts), not in a public first view.
 */
export const adminCatalogues = { auth, adminOffers, adminConfig, adminHome, operacions };
