import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { hydrateFromServer, makeStore, readServerState, registerRuntime, rememberLanguageCookie, ROUTER_BASENAME, storedLanguage, type RuntimeConfig } from 'shared';
import 'shared/styles.css';
import { registerRemotes } from './federation';
import { loadScreen } from './remoteScreens';
import { AppRoutes } from './router';
import { publicScreenOf } from './routeTable';
import { fetchRuntimeConfig, RuntimeConfigContext } from './runtimeConfig';

/**
 * Gives the main thread back to the browser for a moment (`scheduler.yield` where there is one, else a macrotask):
 * the start of a server-drawn page is cut into tasks of its own (store, server state, screen code, hydration), so
 * none blocks input for long (TBT, docs/speed.md).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // A page the server rendered carries its data and the run-time configuration (docs/speed.md).
  const server = readServerState();
  const config = (server?.runtimeConfig as RuntimeConfig | undefined) ?? await fetchRuntimeConfig();
  registerRemotes(config);
  registerRuntime({ react: React });
  await yieldToMain();
  const store = makeStore();
  const lang = store.getState().language.lang;
  document.documentElement.lang = lang;
  // The visitor's choice, told to the server too (a choice made before the cookie existed).
  const stored = storedLanguage();
  if (stored) rememberLanguageCookie(stored);
  const app = (
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
  const container = document.getElementById('root')!;
  const screen = publicScreenOf(window.location.pathname);
  // Hydrate a page the server drew in the language this browser chose; otherwise draw it here (as without a server).
  if (server && server.lang === lang && screen && container.firstElementChild) {
    await yieldToMain();
    store.dispatch(hydrateFromServer(server));
    await yieldToMain();
    // The route's screen code first, so the page hydrates in one go (the server's HTML stays on screen meanwhile).
    await loadScreen(screen.remote, screen.screen);
    await yieldToMain();
    // A transition: hydration yields to the browser between slices (TBT).
    React.startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  // A transition: React renders the first page in slices, so the main thread is never blocked for long (TBT).
  React.startTransition(() => root.render(app));
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Unexpected Application Error!';
});
