import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteProgress } from '@/components/layout/route-progress';
import { trackRouteLoad } from '@/lib/route-loading';

describe('route progress bar', () => {
  it('shows while a page load is under way and goes once every load has settled', async () => {
    render(<RouteProgress />);
    expect(screen.queryByTestId('route-progress')).toBeNull();

    let finishFirst = () => {};
    let failSecond = (_error: Error) => {};
    const first = trackRouteLoad(new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = trackRouteLoad(new Promise<void>((_resolve, reject) => (failSecond = reject)));
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeTruthy();

    await act(async () => {
      finishFirst();
      await first;
    });
    expect(screen.getByTestId('route-progress')).toBeTruthy();

    await act(async () => {
      failSecond(new Error('chunk failed'));
      await second.catch(() => undefined);
    });
    await waitFor(() => expect(screen.queryByTestId('route-progress')).toBeNull());
  });
});
