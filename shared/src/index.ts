// The one library every front-end package uses; a federation singleton.
import { registerRuntime } from './store/store.js';

// The browser's contract: all but the API's JSON schemas (contract/browser.ts).
export * from './contract/browser.js';
export * from './perfil/browser.js';
export * from './session/index.js';
export * from './api/index.js';
export * from './store/index.js';
export * from './i18n/index.js';
export * from './ui/index.js';
export * from './ssr/index.js';

registerRuntime({ sharedInstances: 1 });
export * from './remote.js';
export * from './lazyScreen.js';
export * from './standalone.js';
