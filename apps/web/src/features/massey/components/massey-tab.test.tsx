import type { MasseyStatusEntry, MasseyUploadResult } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';

const SPORTS = ['soccer', 'nfl', 'baseball', 'nba', 'nhl'] as const;

function statusOf(uploaded: Partial<Record<(typeof SPORTS)[number], number>>): MasseyStatusEntry[] {
  return SPORTS.map((sport) => {
    const teams = uploaded[sport];
    return {
      sport,
      uploaded: teams !== undefined,
      teamCount: teams ?? 0,
      uploadedAt: teams !== undefined ? '2026-11-20T15:30:00.000Z' : null,
      uploadedBy: teams !== undefined ? 'boss@example.com' : null,
    };
  });
}

/** XMLHttpRequest as the upload uses it: records what was sent and answers `answer`. */
class FakeXhr {
  static sent: { url: string; body: FormData; headers: Record<string, string> }[] = [];
  static answer: { status: number; body: unknown } = { status: 200, body: {} };
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, body, headers: this.headers });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    setTimeout(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    }, 0);
  }
}

const RESULT: MasseyUploadResult = {
  sport: 'nba',
  layout: 'ratings',
  teamCount: 31,
  matchedCount: 30,
  unknownTeams: ['Gotham Rockets'],
  homeAdvantage: 2.7,
  uploadedAt: '2026-11-24T10:00:00.000Z',
};

function stubTab(routes: Parameters<typeof stubAdmin>[1] = {}) {
  let status = statusOf({ nfl: 32 });
  const fetchMock = stubAdmin([], {
    '/api/admin/massey/status': () => jsonResponse(status),
    ...routes,
  });
  return {
    fetchMock,
    setStatus: (next: MasseyStatusEntry[]) => {
      status = next;
    },
  };
}

const csvFile = (name = 'nba.csv') =>
  new File(['Team,Rating\nBoston Celtics,3\n'], name, { type: 'text/csv' });

describe('Massey Ratings tab', () => {
  beforeEach(() => {
    changeLanguage('es');
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it('shows every sport: uploaded with its team count and date, or "Sin archivo"', async () => {
    stubTab();
    renderApp('/admin?tab=massey');
    const nfl = await screen.findByTestId('massey-status-row-nfl');
    expect(nfl.textContent).toContain('Cargado');
    expect(nfl.textContent).toContain('32');
    expect(nfl.textContent).toContain('boss@example.com');
    const soccer = screen.getByTestId('massey-status-row-soccer');
    expect(soccer.textContent).toContain('Sin archivo');
    expect((within(soccer).getByTestId('massey-delete-soccer') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a file when none is chosen', async () => {
    stubTab();
    renderApp('/admin?tab=massey');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('massey-upload'));
    // 'Sin archivo' is also each empty sport's status: the toast is the one with the description.
    const description = (await screen.findAllByText('Por favor selecciona un archivo CSV'))[0];
    expect(description?.parentElement?.textContent).toContain('Sin archivo');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads the sport and file as multipart, shows the result and the unknown teams, and refreshes the status', async () => {
    const { fetchMock, setStatus } = stubTab();
    FakeXhr.answer = { status: 200, body: RESULT };
    renderApp('/admin?tab=massey');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByTestId('massey-sport'), 'nba');
    await user.upload(screen.getByTestId('massey-file'), csvFile());
    setStatus(statusOf({ nfl: 32, nba: 31 }));
    await user.click(screen.getByTestId('massey-upload'));

    const unknown = await screen.findByTestId('massey-unknown-teams');
    expect(unknown.textContent).toContain('Gotham Rockets');
    expect(screen.getByTestId('massey-result').textContent).toContain('NBA cargado');
    const [sent] = FakeXhr.sent;
    expect(sent?.url).toBe('/api/admin/massey/upload');
    expect(sent?.body.get('sport')).toBe('nba');
    expect((sent?.body.get('file') as File).name).toBe('nba.csv');
    expect(sent?.body.get('teams')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('massey-status-row-nba').textContent).toContain('31'));
    expect(callsTo(fetchMock, '/api/admin/massey/status').length).toBeGreaterThan(1);
  });

  it('shows a refused file as "Error al cargar CSV", the toast and the panel saying its lines in Spanish', async () => {
    stubTab();
    FakeXhr.answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: "The Massey file was refused: Line 3: Rating 'ten' is not a number.",
          reason: 'massey_invalid_file',
          details: {
            lines: [
              {
                file: 'file',
                line: 3,
                code: 'not_number',
                values: { column: 'Rating', value: 'ten' },
                message: "Rating 'ten' is not a number",
              },
            ],
            totalErrors: 1,
          },
        },
      },
    };
    renderApp('/admin?tab=massey');
    const user = userEvent.setup();
    await user.upload(await screen.findByTestId('massey-file'), csvFile());
    await user.click(screen.getByTestId('massey-upload'));
    expect((await screen.findAllByText('Error al cargar CSV'))[0]).toBeTruthy();
    // The toast's summary comes from the same codes as the panel, never from the server's English.
    expect(screen.getAllByText('Línea 3: Rating «ten» no es un número')[0]).toBeTruthy();
    expect(screen.queryByText(/The Massey file was refused/)).toBeNull();
    expect(screen.getByTestId('massey-refusal').textContent).toContain(
      'Línea 3: Rating «ten» no es un número',
    );
  });

  it('deletes a sport’s file after confirmation, and says "Error al eliminar" when it fails', async () => {
    let deletes = 0;
    const { fetchMock, setStatus } = stubTab({
      '/api/admin/massey/nfl': () => {
        deletes += 1;
        if (deletes === 1)
          return jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } }, 500);
        return jsonResponse({ sport: 'nfl', deleted: true });
      },
    });
    renderApp('/admin?tab=massey');
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('massey-delete-nfl'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('¿Eliminar los datos de Massey?');
    expect(dialog.textContent).toContain('NFL (32 equipos)');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect((await screen.findAllByText('Error al eliminar'))[0]).toBeTruthy();

    setStatus(statusOf({}));
    await user.click(screen.getByTestId('massey-delete-nfl'));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('massey-status-row-nfl').textContent).toContain('Sin archivo'),
    );
    expect(callsTo(fetchMock, '/api/admin/massey/nfl').map((c) => c.init?.method)).toEqual([
      'DELETE',
      'DELETE',
    ]);
  });
});
