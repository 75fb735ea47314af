import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { renderApp } from '@test/helpers';

/** jsdom lays nothing out: give the scroller a phone's width and a wider tab bar inside it. */
function layOut(scroller: HTMLElement, { scrollLeft }: { scrollLeft: number }) {
  Object.defineProperties(scroller, {
    clientWidth: { configurable: true, value: 360 },
    scrollWidth: { configurable: true, value: 1100 },
    scrollLeft: { configurable: true, writable: true, value: scrollLeft },
  });
}

describe('admin tab bar on a phone', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => {
    // scrollIntoView is not part of jsdom; each test installs its own.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls sideways with a fade on each side that hides tabs', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    stubAdmin([makePick()]);
    renderApp('/admin');
    const scroller = await screen.findByTestId('admin-tab-scroller');
    expect(scroller.className).toContain('overflow-x-auto');

    layOut(scroller, { scrollLeft: 0 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.getByTestId('admin-tab-fade-start').dataset.visible).toBe('false');
    expect(screen.getByTestId('admin-tab-fade-end').dataset.visible).toBe('true');

    layOut(scroller, { scrollLeft: 370 });
    fireEvent.scroll(scroller);
    expect(screen.getByTestId('admin-tab-fade-start').dataset.visible).toBe('true');
    expect(screen.getByTestId('admin-tab-fade-end').dataset.visible).toBe('true');

    layOut(scroller, { scrollLeft: 740 });
    fireEvent.scroll(scroller);
    expect(screen.getByTestId('admin-tab-fade-start').dataset.visible).toBe('true');
    expect(screen.getByTestId('admin-tab-fade-end').dataset.visible).toBe('false');
  });

  it('brings the open tab into view, also when the page opens on a tab far to the right', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    stubAdmin([makePick()]);
    renderApp('/admin?tab=manual');
    const manual = await screen.findByTestId('admin-tab-manual');
    expect(manual.getAttribute('aria-selected')).toBe('true');
    // Once the page has painted (an effect).
    await waitFor(() => expect(scrolled).toContain(manual));
  });
});
