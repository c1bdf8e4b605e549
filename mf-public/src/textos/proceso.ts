// The process page's texts (its data, phases, deadline state, subscription box, follow links) come with that page's
// code, not in every first view's shared code (shared/src/i18n/catalogues/publicAreas.ts, screenAreas). Imported by
// each module that uses them.
import { addCatalogues } from 'shared';
import { proceso } from 'shared/catalogues/proceso';

addCatalogues([proceso]);
