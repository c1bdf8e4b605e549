import { useState, useSyncExternalStore } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { SERVER_STATE_ID } from '../contract/serverState.js';

/**
 * Server rendering (docs/speed.md): the server renders a public page with the same components and sends, beside the
 * HTML, the RTK Query entries it was drawn from. The browser puts them in its store before it hydrates, so the page
 * asks the API nothing again.
 */


/** What the server sends with a rendered page. */
export interface ServerState {
  /** The language the page was rendered in. */
  lang: 'gl' | 'es';
  /** The RTK Query slice (its fulfilled queries and the tags they provide). */
  api: unknown;
  /** The run-time configuration (remotes, links), so the browser does not fetch it before it can hydrate. */
  runtimeConfig?: unknown;
}

const HYDRATE = 'opos/hydrateFromServer';

/** The action that gives the store the server's RTK Query entries (api.ts `extractRehydrationInfo`). */
export function hydrateFromServer(state: Pick<ServerState, 'api'>): UnknownAction & { payload: Pick<ServerState, 'api'> } {
  // Only a browser consumes them (the server's renderer also restores entries with it: settleFailures).
  if (typeof window !== 'undefined') rememberServed(state.api);
  return { type: HYDRATE, payload: state };
}

export function isHydrateFromServer(action: unknown): action is { type: string; payload: Record<string, unknown> } {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === HYDRATE;
}

/** The server's state in this page, or null (a page the browser renders alone). */
export function readServerState(doc: Document = document): ServerState | null {
  const el = doc.getElementById(SERVER_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerState;
  } catch {
    return null;
  }
}


/** The queries the server answered (endpoint + arguments), each served once to the screen that asks for it first. */
const served = new Set<string>();
const servedKey = (endpointName: string, args: unknown) => `${endpointName} ${JSON.stringify(args ?? null)}`;
function rememberServed(apiState: unknown) {
  const queries = (apiState as { queries?: Record<string, { endpointName?: string; originalArgs?: unknown } | undefined> } | null)?.queries ?? {};
  for (const q of Object.values(queries)) if (q?.endpointName) served.add(servedKey(q.endpointName, q.originalArgs));
}

/**
 * True (once) when this query's answer came with the page: a screen that refetches on every mount (a process page
 * counts its visits) does not ask again for what the server has just sent (and counted).
 */
export function useServedByServer(endpointName: string, args: unknown): boolean {
  // On the server each render reads its queries once (a refetch on every render pass would never settle).
  return useState(() => typeof window === 'undefined' || served.delete(servedKey(endpointName, args)))[0];
}

const noSubscribe = () => () => undefined;

/**
 * A value only the browser knows (its storage, its window): what the server rendered (`onServer`) while hydrating,
 * then the browser's. Reading it in render directly would make the hydrated page differ from the server's HTML.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscribe, read, () => onServer);
}
