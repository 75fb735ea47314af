import { createContext, useContext, useEffect } from 'react';

/** Where a render that runs no effects (the build's prerender) hands the page's title. */
export const TitleCollectorContext = createContext<((title: string) => void) | null>(null);

/**
 * The document's title while this page is shown. It renders nothing: in the browser it sets
 * `document.title`, in the prerender it hands the title to the collector, which writes it in <head>.
 */
export function PageTitle({ children }: { children: string }) {
  const collect = useContext(TitleCollectorContext);
  collect?.(children);
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
