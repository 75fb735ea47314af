import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

export type ScrollEdges = { canScrollStart: boolean; canScrollEnd: boolean };

/** Sub-pixel widths leave a fraction of a pixel of "overflow" on some screens: not worth a fade. */
const TOLERANCE_PX = 2;

/**
 * Whether a horizontal scroller hides content before or after what it shows, for fade edges that
 * say "there is more this way". Measured on scroll, on resize and whenever `deps` change (content
 * that changes width, such as counts arriving).
 */
export function useScrollEdges<T extends HTMLElement>(
  deps: readonly unknown[] = [],
): [RefObject<T | null>, ScrollEdges] {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ canScrollStart: false, canScrollEnd: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const { scrollLeft, scrollWidth, clientWidth } = element;
    const next = {
      canScrollStart: scrollLeft > TOLERANCE_PX,
      canScrollEnd: scrollLeft + clientWidth < scrollWidth - TOLERANCE_PX,
    };
    setEdges((current) =>
      current.canScrollStart === next.canScrollStart && current.canScrollEnd === next.canScrollEnd
        ? current
        : next,
    );
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
    // `deps` re-measure when the content changes width; the listeners themselves never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [measure, ...deps]);

  return [ref, edges];
}
