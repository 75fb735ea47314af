import { type ComponentType, type ReactElement, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type Placeholder = { fallback: ReactElement | null };

/**
 * A component whose code and data come after the page's first screen: the server's render and React's
 * hydration show its placeholder (an empty hidden element when it has none), and once the page is the
 * app's its code loads and it replaces the placeholder. It stays out of the page's first download and
 * out of the server's render (its reads are not among those a page is rendered from). A code load that
 * fails is thrown to the nearest error boundary, as a lazy component's is.
 */
export function afterFirstScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & Placeholder> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  return function AfterFirstScreen({ fallback, ...props }: P & Placeholder) {
    const hydrated = useHydrated();
    const [component, setComponent] = useState<{ Component?: ComponentType<P>; error?: unknown }>(() => ({
      Component: loaded,
    }));
    useEffect(() => {
      if (component.Component) return;
      let current = true;
      start().then(
        (Component) => current && setComponent({ Component }),
        (error: unknown) => {
          // A later mount tries again.
          loading = undefined;
          if (current) setComponent({ error });
        },
      );
      return () => {
        current = false;
      };
    }, [component.Component]);
    if (component.error) throw component.error;
    const { Component } = component;
    if (!hydrated || !Component) return fallback ?? <div hidden />;
    return <Component {...(props as P)} />;
  };
}
