import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch, visitor } from './helpers';

// The build prerenders the landing with no data and no session; the browser's first render takes that
// HTML over (src/main.tsx). Any difference between the two is a hydration error or warning, which
// React reports in development (this test) with more detail than in a production build.
const app = () => (
  <Providers queryClient={createQueryClient()}>
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>
  </Providers>
);

// Testing Library sets this only inside its own render; this test drives React itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: ReturnType<typeof hydrateRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the prerendered landing', () => {
  it.each(['es', 'en'] as const)(
    'is taken over in %s without a hydration error or warning',
    async (language) => {
      await changeLanguage(language);
      stubFetch({
        '/api/auth/me': visitor,
        '/api/events': () => jsonResponse({ events: [] }),
      });
      const container = document.createElement('div');
      container.innerHTML = renderToString(app());
      document.body.append(container);
      expect(container.querySelector('[data-testid="landing-title"]')).not.toBeNull();

      const errors = vi.spyOn(console, 'error');
      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, app(), { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    },
  );
});
