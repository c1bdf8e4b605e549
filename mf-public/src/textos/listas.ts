// The lists' texts (filters, pagination, suggestions, empty results) come with the code that shows them, not in every
// first view's shared code (shared/src/i18n/catalogues/publicAreas.ts, screenAreas). Imported by each module that uses them.
import { addCatalogues } from 'shared';
import { listas } from 'shared/catalogues/listas';

addCatalogues([listas]);
