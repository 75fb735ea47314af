import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackupCard } from '@/features/backup';
import { changeLanguage } from '@/lib/i18n';
import { stubAdmin } from '@test/fixtures/admin-picks';
import { jsonResponse, renderApp, renderWithProviders, stubFetch } from '@test/helpers';

const health = (mode: 'pglite' | 'postgres') => () =>
  jsonResponse({
    status: 'ok',
    database: { mode, ok: true, latencyMs: 0.4 },
    version: '0.1.0',
    uptimeSeconds: 12,
  });

const stats = {
  totalUsers: 3,
  regularUsers: 2,
  adminUsers: 1,
  totalPicks: 5,
  publishedPicks: 2,
  pendingPicks: 1,
  picksWithResults: 1,
  usersWithFreePick: 1,
  peopleTrackingBets: 1,
  betsRecorded: 2,
};

describe('the database backup in the admin panel', () => {
  beforeEach(() => changeLanguage('es'));

  it('offers the embedded database as a download link to GET /api/admin/backup, in Spanish and English', async () => {
    stubFetch({ '/api/health': health('pglite') });
    const view = renderWithProviders(<BackupCard />);
    const link = await screen.findByRole('link', { name: 'Descargar copia de seguridad' });
    expect(link.getAttribute('href')).toBe('/api/admin/backup');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByTestId('backup-card').textContent).toContain('npm run restore -- <archivo.tar.gz>');
    expect(screen.queryByTestId('backup-postgres')).toBeNull();
    view.unmount();

    await changeLanguage('en');
    renderWithProviders(<BackupCard />);
    const english = await screen.findByRole('link', { name: 'Download backup' });
    expect(english.getAttribute('href')).toBe('/api/admin/backup');
    expect(screen.getByRole('heading', { name: 'Backup' })).toBeTruthy();
  });

  it('on PostgreSQL shows no download but the refusal’s text and the pg_dump command', async () => {
    stubFetch({ '/api/health': health('postgres') });
    renderWithProviders(<BackupCard />);
    const note = await screen.findByTestId('backup-postgres');
    expect(note.textContent).toContain('Este servidor guarda sus datos en PostgreSQL');
    expect(note.textContent).toContain('pg_dump -Fc');
    expect(screen.queryByRole('link', { name: 'Descargar copia de seguridad' })).toBeNull();
  });

  it('says so, with a retry, when the server cannot say which database it uses', async () => {
    stubFetch({ '/api/health': () => new Response('down', { status: 502 }) });
    renderWithProviders(<BackupCard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo saber qué base de datos usa el servidor');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Descargar copia de seguridad' })).toBeNull();
  });

  it('sits in the Stats tab, under the figures', async () => {
    stubAdmin([], { '/api/health': health('pglite'), '/api/admin/stats': () => jsonResponse(stats) });
    renderApp('/admin?tab=stats');
    const link = await screen.findByRole('link', { name: 'Descargar copia de seguridad' });
    const panel = screen.getByRole('tabpanel', { name: /Stats/ });
    const card = within(panel).getByTestId('backup-card');
    const figures = within(panel).getByTestId('stats-tab');
    expect(figures.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/api/admin/backup');
  });
});
