// The alert form's and the alert pages' texts come with their code (a chunk of their own), not in every first view's
// shared code (shared/src/i18n/catalogues/publicAreas.ts, screenAreas). Imported by each module that uses them.
import { addCatalogues } from 'shared';
import { alertas } from 'shared/catalogues/alertas';

addCatalogues([alertas]);
