import { createContext, type ReactNode, Suspense, useContext } from 'react';

/** True in the server's render of a page: parts that load after the first screen show their placeholder. */
export const ServerRenderContext = createContext(false);

/**
 * A part whose code loads after the page's first screen (a lazy component). The browser shows
 * `fallback` while the code loads; the server's render shows it too, so the browser's first render
 * of a page the server sent already rendered finds the same markup.
 */
export function AfterFirstScreen({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const onServer = useContext(ServerRenderContext);
  return onServer ? fallback : <Suspense fallback={fallback}>{children}</Suspense>;
}
