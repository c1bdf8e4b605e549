import * as React from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ROUTER_BASENAME, type AppStore, type RuntimeConfig } from 'shared';
import { AppRoutes } from './router';
import { RuntimeConfigContext } from './runtimeConfig';

/** React as the shell's modules see it (the runtime probe counts the Reacts on a page: one). */
export { React };
export { registerRemotes } from './federation';
export { loadScreen } from './remoteScreens';
export { publicScreenOf } from './routeTable';
export { fetchRuntimeConfig } from './runtimeConfig';

/** The whole site as the browser draws it: configuration, store, router, the shell's routes. */
export function siteApp(config: RuntimeConfig, store: AppStore): React.ReactElement {
  return (
    <React.StrictMode>
      <RuntimeConfigContext.Provider value={config}>
        <Provider store={store}>
          <BrowserRouter basename={ROUTER_BASENAME}>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </RuntimeConfigContext.Provider>
    </React.StrictMode>
  );
}
