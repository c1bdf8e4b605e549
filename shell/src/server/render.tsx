// The shell's server entry (built as dist/server/render.cjs beside the browser build): renders a public route with
// the same layout, router and remote screens the browser runs, with the data it was drawn from (docs/speed.md).
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import * as ReactRouterDom from 'react-router-dom';
import { StaticRouter } from 'react-router';
import * as shared from 'shared';
import * as sharedContract from 'shared/contract';
import { api, hydrateFromServer, makeStore, preloadScreen, ROUTER_BASENAME, setServerFetch, type Lang, type RemoteRoutesModule, type RuntimeConfig } from 'shared';
// The same module the replaced `./federation` of router.tsx resolves to (shared/webpack/server.cjs).
import { loadRemoteModule, setServerRemoteLoader } from '../federation.server';
import { AppRoutes } from '../router';
import { publicScreenOf } from '../routeTable';
import { RuntimeConfigContext } from '../runtimeConfig';

/**
 * The singletons a remote's server bundle takes from the shell (as Module Federation shares them in the browser):
 * one React, one router, one `shared` (its store, its RTK Query api, its texts).
 */
export const modules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router-dom': ReactRouterDom,
  shared,
  'shared/contract': sharedContract,
};


export interface RenderOptions {
  /** Answers the API calls of a render (the server's in-process call). */
  fetch: (request: Request) => Promise<Response>;
  /** A remote's exposed module, from its server bundle. */
  loadRemote: (remote: string, exposed: string) => Promise<unknown>;
  runtimeConfig: RuntimeConfig;
}

export type RenderResult =
  /** `complete`: every query answered, or answered 'not found' (a page drawn from a failed call is not worth keeping). */
  | { rendered: true; html: string; api: unknown; remote: string; screen: string; complete: boolean }
  | { rendered: false; reason: string };

/** Most renders need two passes (one that starts the queries, one with their data); a list and its labels three. */
const MAX_PASSES = 5;
/** React's marks of a Suspense boundary not finished in place (`<!--$?-->`) or failed (`<!--$!-->`). */
const PENDING_PART = /<!--\$[?!]-->/;

async function toHtml(element: React.ReactElement): Promise<string> {
  const errors: unknown[] = [];
  // No part outlined for progressive display (React does so past a size): it would come with an inline script the
  // page's CSP refuses. The whole page is sent at once anyway.
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  if (errors.length) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

type Store = ReturnType<typeof makeStore>;

/**
 * A call that failed (an unknown process, a bad date in the URL) is drawn as failed. RTK Query starts a failed entry
 * again on every mount, so each pass drew it "loading" and the page came out so, while the browser's first render drew
 * the error from the state: a hydration mismatch (React error 418). Marked settled (the time it was answered), it is
 * not asked again by the next pass, nor by the browser that hydrates the page (`hydrateFromServer` restores failed
 * entries as they are).
 */
function settleFailures(store: Store) {
  const { queries, provided } = store.getState().api;
  const failed = Object.fromEntries(Object.entries(queries).filter(([, q]) => q?.status === 'rejected' && !q.fulfilledTimeStamp)
    .map(([key, q]) => [key, { ...q, fulfilledTimeStamp: q!.startedTimeStamp }]));
  if (Object.keys(failed).length) store.dispatch(hydrateFromServer({ api: { queries: failed, mutations: {}, provided } }));
}

export function createRenderer({ fetch, loadRemote, runtimeConfig }: RenderOptions) {
  setServerFetch(fetch);
  setServerRemoteLoader(loadRemote);
  return async function render(url: string, lang: Lang): Promise<RenderResult> {
    // The shell's own route table: a new public route is rendered too.
    const match = publicScreenOf(new URL(url, 'http://x').pathname);
    if (!match) return { rendered: false, reason: 'not a public screen' };
    const { remote, screen } = match;
    let routes: RemoteRoutesModule;
    try {
      routes = await loadRemoteModule<RemoteRoutesModule>(remote, 'routes');
    } catch (error) {
      return { rendered: false, reason: `remote ${remote} cannot render on the server: ${String((error as Error)?.message ?? error)}` };
    }
    const Screen = routes.screens[screen];
    if (!Screen) return { rendered: false, reason: `${remote} has no screen ${screen}` };
    if (routes.clientOnly?.includes(screen)) return { rendered: false, reason: `${remote}/${screen} renders in the browser only` };
    await preloadScreen(Screen);
    const store = makeStore({ language: { lang } });
    const element = (
      <React.StrictMode>
        <RuntimeConfigContext.Provider value={runtimeConfig}>
          <Provider store={store}>
            <StaticRouter basename={ROUTER_BASENAME} location={url}>
              <AppRoutes />
            </StaticRouter>
          </Provider>
        </RuntimeConfigContext.Provider>
      </React.StrictMode>
    );
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      html = await toHtml(element);
      // Queries a render started (RTK Query starts them while rendering on the server): render again with their data.
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      // A part that waited for its code (a lazy component first met in this pass) came out of order, with an inline
      // script the page's CSP refuses: render again, now that its code is there.
      if (!running.length && !PENDING_PART.test(html)) break;
      await Promise.all(running);
      settleFailures(store);
    }
    if (PENDING_PART.test(html)) return { rendered: false, reason: 'a part of the page did not finish on the server' };
    const { queries, provided } = store.getState().api;
    const complete = Object.values(queries).every((q) => q?.status === 'fulfilled' || (q?.status === 'rejected' && (q.error as { status?: unknown } | undefined)?.status === 404));
    return { rendered: true, html, api: { queries, mutations: {}, provided }, remote, screen, complete };
  };
}
