// The labels and bulletins pages' own texts come with their code, not in every first view's shared code
// (shared/src/i18n/catalogues/publicAreas.ts, screenAreas). Imported by each module that uses them.
import { addCatalogues } from 'shared';
import { etiquetasBoletins } from 'shared/catalogues/etiquetasBoletins';

addCatalogues([etiquetasBoletins]);
