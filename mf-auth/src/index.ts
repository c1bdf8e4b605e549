// Standalone development entry (npm run dev): one async boundary before the shared singletons are used.
import('./bootstrap');
