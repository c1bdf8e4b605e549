// The subscription link pages' texts come with their code, not in every first view's shared code
// (shared/src/i18n/catalogues/publicAreas.ts, screenAreas). Imported by each module that uses them.
import { addCatalogues } from 'shared';
import { subscriptions } from 'shared/catalogues/subscriptions';

addCatalogues([subscriptions]);
