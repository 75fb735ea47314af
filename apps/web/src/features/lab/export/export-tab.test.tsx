import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { ExportTab } from './export-tab';
import {
  DEFAULT_EXPORT_CHOICES,
  exportDownloadUrl,
  exportPreviewUrl,
  isRangeInverted,
  withFormat,
} from './lib/export-query';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('the export download address', () => {
  it('asks for all datasets as JSON by default', () => {
    expect(exportDownloadUrl(DEFAULT_EXPORT_CHOICES)).toBe(
      '/api/admin/historical-data?format=json&dataset=all',
    );
  });

  it('carries the sport and sends the day after the inclusive last day as the exclusive end', () => {
    const url = exportDownloadUrl({
      dataset: 'odds',
      format: 'csv',
      sport: 'nba',
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(query(url)).toEqual({
      format: 'csv',
      dataset: 'odds',
      sport: 'nba',
      from: '2024-02-01',
      to: '2024-03-01',
    });
  });

  it('previews one table with the same filters', () => {
    const url = exportPreviewUrl({ ...DEFAULT_EXPORT_CHOICES, sport: 'nhl', to: '2024-12-31' }, 'picks');
    expect(query(url)).toEqual({ dataset: 'picks', sport: 'nhl', to: '2025-01-01', preview: '1' });
  });

  it('switches "all" to events when CSV is chosen, and keeps a single dataset', () => {
    expect(withFormat(DEFAULT_EXPORT_CHOICES, 'csv')).toMatchObject({ format: 'csv', dataset: 'events' });
    expect(withFormat({ ...DEFAULT_EXPORT_CHOICES, dataset: 'odds' }, 'csv').dataset).toBe('odds');
  });

  it('says when the last day comes before the first; the same day is a valid range', () => {
    expect(isRangeInverted({ from: '2024-03-02', to: '2024-03-01' })).toBe(true);
    expect(isRangeInverted({ from: '2024-03-02', to: '2024-03-02' })).toBe(false);
    expect(isRangeInverted({ from: '', to: '2024-03-01' })).toBe(false);
  });
});

describe('export tab', () => {
  beforeEach(() => changeLanguage('en'));

  const renderTab = () => renderWithProviders(<ExportTab />);

  it('shows the preview rows and the total, and links the download to the choices', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
      sport: 'nba',
      homeTeam: `Home ${i}`,
      startTime: '2024-01-02T18:00:00.000Z',
      homeScore: null,
    }));
    const fetchMock = stubFetch({
      '/api/admin/historical-data': () =>
        jsonResponse({
          dataset: 'events',
          columns: ['id', 'sport', 'homeTeam', 'startTime', 'homeScore'],
          rows,
          total: 1234,
        }),
    });
    renderTab();
    const table = await screen.findByTestId('export-preview');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Home 7')).toBeTruthy();
    expect(screen.getByTestId('export-total').textContent).toBe('1,234 rows in total');
    expect(query(String(fetchMock.mock.calls[0]?.[0]))).toEqual({ dataset: 'events', preview: '1' });

    await userEvent.selectOptions(screen.getByTestId('export-format'), 'csv');
    const link = screen.getByTestId('export-download');
    expect(link.hasAttribute('download')).toBe(true);
    expect(query(link.getAttribute('href') ?? '')).toEqual({ format: 'csv', dataset: 'events' });
    expect(link.textContent).toBe('Download CSV');
    // CSV holds one table: "everything" is no longer offered.
    const datasets = within(screen.getByTestId('export-dataset')).getAllByRole('option');
    expect(datasets.map((option) => option.getAttribute('value'))).toEqual(['events', 'picks', 'odds']);
  });

  it('says "No hay datos disponibles" in Spanish when nothing matches', async () => {
    changeLanguage('es');
    stubFetch({
      '/api/admin/historical-data': () =>
        jsonResponse({ dataset: 'events', columns: ['id'], rows: [], total: 0 }),
    });
    renderTab();
    expect((await screen.findByTestId('export-empty')).textContent).toContain('No hay datos disponibles');
    expect(screen.getByTestId('export-total').textContent).toBe('0 filas en total');
  });
});
