import { combineSlices, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/api.js';
import { initialLanguage, rememberLanguage, type Lang } from '../i18n/language.js';

export const languageSlice = createSlice({
  name: 'language',
  initialState: { lang: initialLanguage() as Lang },
  reducers: {
    setLanguage(state, action: PayloadAction<Lang>) {
      state.lang = action.payload;
      rememberLanguage(action.payload);
    },
  },
});
export const { setLanguage } = languageSlice.actions;

/** The root reducer; remotes add their slices with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(api, languageSlice);

export type RootState = ReturnType<typeof rootReducer>;

let storesMade = 0;

/**
 * Whether Immer deep-freezes what enters the store (on by default: tests catch a mutated state). The built site turns
 * it off (the shell's bootstrap and server renderer): freezing walks every object of every answer, the server's
 * state of a page included, on the main thread (docs/speed.md). Immer is one module for RTK and the store here.
 */
export function setStateFreezing(on: boolean): void {
  setAutoFreeze(on);
}

export function makeStore(preloadedState?: Partial<RootState>) {
  storesMade += 1;
  registerRuntime({ stores: storesMade });
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

interface RuntimeProbe { sharedInstances: number; stores: number; reacts: Set<unknown> }

/** Counters read by the browser tests to prove there is one `shared`, one store and one React on a page. */
export function registerRuntime(patch: Partial<Omit<RuntimeProbe, 'reacts'>> & { react?: unknown }): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { __OPOS_RUNTIME__?: RuntimeProbe };
  const probe = (w.__OPOS_RUNTIME__ ??= { sharedInstances: 0, stores: 0, reacts: new Set() });
  if (patch.sharedInstances) probe.sharedInstances += patch.sharedInstances;
  if (patch.stores !== undefined) probe.stores = patch.stores;
  if (patch.react) probe.reacts.add(patch.react);
}
