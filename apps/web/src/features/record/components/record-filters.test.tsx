import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderToHtml, splitTitle } from '@/prerender/render-to-html';
import { RecordFilters } from './record-filters';

// The build prerenders the record's filters with the months up to its own day; the browser hydrates
// that HTML, maybe months later, and must end with the months up to today.
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the prerendered record', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken over a month after its build and lists the months up to today', async () => {
    await changeLanguage('en');
    const filters = () => (
      <RecordFilters
        filters={{ sport: null, tier: null, month: null, page: 1 }}
        onChange={() => {}}
        onClear={() => {}}
      />
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-15T12:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = splitTitle(await renderToHtml(filters())).html;
    document.body.append(container);
    const monthFilter = () =>
      container.querySelector<HTMLSelectElement>('[data-testid="record-month-filter"]');
    // Built without today's months: only "every month" is in the prerendered HTML.
    expect(monthFilter()?.options.length).toBe(1);

    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    await act(async () => {
      root = hydrateRoot(container, filters());
    });
    expect(monthFilter()?.options[1]?.value).toBe('2026-12');
  });
});
