import { lazy, Suspense, type ComponentType } from 'react';

/** A screen whose code is its own chunk, fetched when the screen is first wanted. */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * A remote's screen as its own chunk (`import(/* webpackChunkName: "screen-<name>" *\/ './pages/…')`): a first view
 * fetches only its own screen's code. The shell calls `preload()` in the route's `lazy` (so the page is shown once
 * its code is there, with nothing in between); rendered without it (standalone pages), it suspends briefly.
 * A failed fetch is not remembered: the next navigation tries again.
 */
export function lazyScreen<M extends object>(load: () => Promise<M>, exportName: keyof M & string): LazyScreen {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (mod) => {
        const Component = mod[exportName] as ComponentType | undefined;
        if (!Component) throw new Error(`lazyScreen: the chunk has no export ${exportName}`);
        loaded = Component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Suspended = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Screen(props: object) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Suspended {...props} />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload });
}

/** The shell's side: waits for a lazy screen's code (a plain component needs nothing). */
export async function preloadScreen(screen: ComponentType): Promise<void> {
  const preload = (screen as Partial<LazyScreen>).preload;
  if (typeof preload === 'function') await preload();
}
