import { type ComponentType, lazy } from 'react';
import { AreasReady } from './i18n.tsx';

/**
 * A component that is its own chunk, fetched on first use or when `preload` is called (a hover, a
 * focus). Once its chunk is in, it renders at once: React.lazy would still suspend on first use, and
 * React holds back what a fallback hid by up to 300 ms. A failed download is tried again on the next use.
 * It shows once the words of the app areas its chunk uses are here (`AreasReady`). Render it inside a
 * `<Suspense>`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // Inside what the lazy boundary resolves to: it runs after the chunk has registered its areas.
  const Ready = (props: P) => <AreasReady>{Loaded && <Loaded {...props} />}</AreasReady>;
  const preload = () =>
    (loading ??= load().then(
      (Component) => {
        Loaded = Component;
        return { default: Ready };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Component(props: P) {
    return Loaded ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
