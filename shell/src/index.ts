import { holdServerDrawnControls } from './hydrationGate';

// A server-drawn page's buttons and fields wait for hydration (router.tsx HydrationGate).
holdServerDrawnControls();
// One async boundary so the shared singletons are negotiated before anything consumes them.
import('./bootstrap');
