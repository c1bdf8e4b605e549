// A server-drawn page's buttons and fields already wait for hydration: its entry loader held them
// (shared/src/contract/entryLoader.ts; router.tsx HydrationGate frees them).
// One async boundary so the shared singletons are negotiated before anything consumes them.
import('./bootstrap');
