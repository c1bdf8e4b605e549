// The process page's facts panel and salary texts come with that page's code, not in every first view's shared code
// (shared/src/i18n/catalogues/publicAreas.ts, screenAreas). Imported by each module that uses them.
import { addCatalogues } from 'shared';
import { feitos } from 'shared/catalogues/feitos';

addCatalogues([feitos]);
