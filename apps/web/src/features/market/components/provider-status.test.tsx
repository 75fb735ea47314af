import type { ProviderStatus } from '@arcade/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderStatusLine } from './provider-status';

const status = (overrides: Partial<ProviderStatus>): ProviderStatus =>
  ({
    provider: 'the-odds-api',
    sport: 'nba',
    lastSyncAt: '2026-11-22T10:00:00.000Z',
    lastSuccessAt: '2026-11-22T10:00:00.000Z',
    lastError: null,
    quota: { remaining: 420, used: 80, last: 6 },
    isDemo: false,
    isActive: true,
    ...overrides,
  }) as ProviderStatus;

describe('the provider status line', () => {
  it('shows the last sync, the fewest credits left and the sports whose sync failed', () => {
    render(
      <ProviderStatusLine
        providers={[
          status({}),
          status({
            sport: 'soccer',
            quota: { remaining: 410, used: 90, last: 6 },
            lastError: 'invalid API key (401)',
          }),
          status({ sport: 'nhl', isActive: false, lastError: 'old provider' }),
        ]}
      />,
    );
    const line = screen.getByTestId('provider-status');
    expect(line.textContent).toMatch(/410/);
    expect(line.textContent).not.toMatch(/NHL/);
    expect(screen.getByTitle(/invalid API key/)).toBeTruthy();
  });

  it('shows nothing when no provider is active', () => {
    const { container } = render(<ProviderStatusLine providers={[status({ isActive: false })]} />);
    expect(container.textContent).toBe('');
  });
});
