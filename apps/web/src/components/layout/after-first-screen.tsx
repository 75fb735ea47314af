import { type ComponentType, createContext, type ReactElement, useContext, useEffect, useState } from 'react';

/** True in the server's render of a page: parts that load after the first screen show their placeholder. */
export const ServerRenderContext = createContext(false);

type Placeholder = { fallback: ReactElement | null };

// True while the app's first render takes over markup the server sent: every part shows its placeholder,
// as in that markup, even one whose code happens to be in already.
let overSentMarkup = false;

/** Runs the app's first render over markup the server sent (synchronous, as Preact's first render is). */
export function renderOverSentMarkup(render: () => void): void {
  overSentMarkup = true;
  try {
    render();
  } finally {
    overSentMarkup = false;
  }
}

/**
 * A component whose code loads after the page's first screen: until it is in, its placeholder stands in
 * its place (an empty hidden element when it has none). The loading starts once the page has painted and
 * the component then replaces its placeholder by an ordinary update, never by suspending: a page the
 * server sent already rendered (with the placeholders: the server's render never shows these parts) is
 * taken over node for node, which a part suspended over sent markup would upset. A code load that fails
 * is thrown to the nearest error boundary, as a lazy component's is.
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
    const onServer = useContext(ServerRenderContext);
    const [component, setComponent] = useState<{ Component?: ComponentType<P>; error?: unknown }>(() => ({
      Component: overSentMarkup ? undefined : loaded,
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
    if (onServer || !Component) return fallback ?? <div hidden />;
    return <Component {...(props as P)} />;
  };
}
