import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { textsReady } from '../i18n';

/** A component whose code loads on first use; `preload` loads it ahead of that. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  displayName?: string;
  preload(): Promise<ComponentType<P>>;
}

/**
 * Like React.lazy, without Suspense: until the code is here the component renders `fallback`, and
 * it renders the loaded component as soon as the code arrives. React reveals a suspended boundary's
 * content in 300 ms steps, so a table inside a screen that had just appeared showed up to 300 ms
 * after its chunk had arrived. A failed load is thrown to the nearest error boundary.
 *
 * The component counts as loaded once its code is here and so are the texts of the current
 * language of every namespace its code registered (textsReady): its first render is translated.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: () => ReactNode = () => null,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      async (component) => {
        await textsReady();
        return (Loaded = component);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = ((props: P) => {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => Loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Component) return undefined;
      let live = true;
      preload().then(
        (component) => live && setComponent(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : fallback();
  }) as LazyComponent<P>;
  Lazy.preload = preload;
  return Lazy;
}
