import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, followed with a ResizeObserver so an SVG can be drawn at
 * its real pixel size (crisp strokes and undistorted text). `fallback` is used before the first
 * measure and where ResizeObserver does not exist (jsdom).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width];
}
