import type { RuntimeConfig } from 'shared';
import 'shared/styles.css';

/**
 * Gives the main thread back to the browser for a moment (`scheduler.yield` where there is one, else a macrotask):
 * the start of a server-drawn page is cut into tasks of its own, so none blocks input for long (TBT, docs/speed.md).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // The code is already here (one file of shared singletons and shell code); only its modules' start-up is staged:
  // the shared package (store, API, texts), then React DOM, then the shell's routes, each in a task of its own
  // instead of one long task after the last file arrives.
  await yieldToMain();
  const shared = await import('shared');
  // Immer's deep freeze of every answer (the server's state included) is for tests, not for visitors' phones.
  shared.setStateFreezing(false);
  await yieldToMain();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToMain();
  const site = await import('./app');
  const { React } = site;
  // A page the server rendered carries its data and the run-time configuration (docs/speed.md).
  const server = shared.readServerState();
  const config = (server?.runtimeConfig as RuntimeConfig | undefined) ?? await site.fetchRuntimeConfig();
  site.registerRemotes(config);
  shared.registerRuntime({ react: React });
  await yieldToMain();
  const store = shared.makeStore();
  const lang = store.getState().language.lang;
  document.documentElement.lang = lang;
  // The visitor's choice, told to the server too (a choice made before the cookie existed).
  const stored = shared.storedLanguage();
  if (stored) shared.rememberLanguageCookie(stored);
  const app = site.siteApp(config, store);
  const container = document.getElementById('root')!;
  const screen = site.publicScreenOf(window.location.pathname);
  // Hydrate a page the server drew in the language this browser chose; otherwise draw it here (as without a server).
  if (server && server.lang === lang && screen && container.firstElementChild) {
    await yieldToMain();
    store.dispatch(shared.hydrateFromServer(server));
    await yieldToMain();
    // The route's screen code first, so the page hydrates in one go (the server's HTML stays on screen meanwhile).
    await site.loadScreen(screen.remote, screen.screen);
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
