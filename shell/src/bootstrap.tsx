import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { makeStore, registerRuntime, ROUTER_BASENAME } from 'shared';
import 'shared/styles.css';
import { registerRemotes } from './federation';
import { AppRoutes } from './router';
import { fetchRuntimeConfig, RuntimeConfigContext } from './runtimeConfig';

async function start() {
  const config = await fetchRuntimeConfig();
  registerRemotes(config);
  registerRuntime({ react: React });
  const store = makeStore();
  document.documentElement.lang = store.getState().language.lang;
  // A transition: React renders the first page in slices, so the main thread is never blocked for long (TBT).
  const root = createRoot(document.getElementById('root')!);
  React.startTransition(() => root.render(
    <React.StrictMode>
      <RuntimeConfigContext.Provider value={config}>
        <Provider store={store}>
          <BrowserRouter basename={ROUTER_BASENAME}>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </RuntimeConfigContext.Provider>
    </React.StrictMode>,
  ));
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Unexpected Application Error!';
});
