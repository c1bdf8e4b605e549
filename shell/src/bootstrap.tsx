import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { makeStore, registerRuntime } from 'shared';
import 'shared/styles.css';
import { registerRemotes } from './federation';
import { createRouter } from './router';
import { fetchRuntimeConfig, RuntimeConfigContext } from './runtimeConfig';

async function start() {
  const config = await fetchRuntimeConfig();
  registerRemotes(config);
  registerRuntime({ react: React });
  const store = makeStore();
  document.documentElement.lang = store.getState().language.lang;
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <RuntimeConfigContext.Provider value={config}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </RuntimeConfigContext.Provider>
    </React.StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Unexpected Application Error!';
});
