import {
  type AdminConfig,
  ConfigPatchSchema,
  type FormulaRefusalDetails,
  LabConfigSchema,
} from '@arcade/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formMessage } from '@/lib/form/form-messages';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { ConfigPanel } from './config-panel';
import { formValuesOf, ParametersFormSchema } from '../lib/config-form';
import { caretFor } from '../lib/formula-error';
import { fractionToPercentText, percentTextToFraction } from '../../lib/number-text';

const CONFIG: AdminConfig = {
  kellyFraction: 0.25,
  edgeThreshold: 0.02,
  maxStakePercent: 0.015,
  maxStake: 0.015,
  minOdds: 1.67,
  maxOdds: 3,
  minProbability: 0.5,
  maxPicksPerEvent: 1,
  devigMethod: 'shin',
  tierThresholds: { diamante: { edge: 0.08, agreement: 0.75 }, platinum: 0.06, exclusivo: 0.04 },
  tierMode: 'rank',
  pickFormula: 'edge >= 0.03',
  additionalConditions: null,
  emailNotificationsEnabled: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'admin@example.com',
};

describe('percent and fraction', () => {
  it.each([
    [0.015, 'en', '1.5'],
    [0.015, 'es', '1,5'],
    [0.07, 'en', '7'],
    [0.5, 'en', '50'],
    [0.0125, 'es', '1,25'],
  ] as const)('shows the fraction %s as %s percent in %s', (fraction, language, text) => {
    expect(fractionToPercentText(fraction, language)).toBe(text.replace('.', language === 'es' ? ',' : '.'));
  });

  it.each([
    ['1.5', 0.015],
    ['2,5', 0.025],
    [' 7 ', 0.07],
    ['0.1', 0.001],
    ['abc', null],
    ['', null],
    ['1.2.3', null],
  ])('reads %j percent as the fraction %s', (text, fraction) => {
    expect(percentTextToFraction(text)).toBe(fraction);
  });

  it('sends the stored configuration back unchanged after a round trip through the form', () => {
    for (const language of ['es', 'en'] as const) {
      const parsed = ParametersFormSchema.safeParse(formValuesOf(CONFIG, language));
      expect(parsed).toEqual({
        success: true,
        data: {
          kellyFraction: 0.25,
          edgeThreshold: 0.02,
          maxStakePercent: 0.015,
          minOdds: 1.67,
          maxOdds: 3,
          minProbability: 0.5,
          maxPicksPerEvent: 1,
          devigMethod: 'shin',
          tierThresholds: CONFIG.tierThresholds,
          tierMode: 'rank',
          additionalConditions: null,
        },
      });
    }
  });

  it('makes a body the contract accepts, for the PATCH and for the laboratory POST', () => {
    const parsed = ParametersFormSchema.parse(formValuesOf({ ...CONFIG, additionalConditions: 'x' }, 'es'));
    expect(ConfigPatchSchema.safeParse(parsed).success).toBe(true);
    expect(LabConfigSchema.safeParse({ ...parsed, pickFormula: CONFIG.pickFormula }).success).toBe(true);
  });

  it('names the fields that are not numbers, each with its message', () => {
    const values = { ...formValuesOf(CONFIG, 'en'), edgeThresholdPercent: 'two', minOdds: '' };
    const parsed = ParametersFormSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['edgeThresholdPercent'], message: formMessage('notANumber') },
      { path: ['minOdds'], message: formMessage('notANumber') },
    ]);
  });
});

describe('the caret under a refused formula', () => {
  it('points at the column', () => {
    expect(caretFor('edge > price', 8)).toEqual({ line: 'edge > price', caret: '       ^' });
    expect(caretFor('edge >', 7)).toEqual({ line: 'edge >', caret: '      ^' });
  });
});

const refusal = (details: FormulaRefusalDetails, message: string) =>
  jsonResponse(
    {
      error: {
        code: 'VALIDATION_ERROR',
        message: `pickFormula: ${message} at column ${details.column}`,
        reason: 'invalid_formula',
        details,
      },
    },
    400,
  );

function stubConfig(overrides: Record<string, (init?: RequestInit) => Response> = {}) {
  return stubFetch({
    '/api/auth/me': () => jsonResponse({ user: null }),
    '/api/admin/config': () => jsonResponse(CONFIG),
    '/api/admin/formula-history': () =>
      jsonResponse({
        entries: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            formula: 'edge >= 0.03',
            sport: null,
            changeDescription: 'First try',
            changedBy: 'admin@example.com',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    '/api/admin/formula-preview': (init) => {
      const { formula } = JSON.parse(String(init?.body)) as { formula: string };
      if (formula.includes('price'))
        return refusal(
          { code: 'unknown_variable', params: { name: 'price' }, column: 14 },
          "Unknown variable 'price'",
        );
      return jsonResponse({ total: 3, accepted: [], dropped: [], windowEnd: '2026-11-21T22:00:00.000Z' });
    },
    ...overrides,
  });
}

const renderPanel = (mode: 'admin' | 'lab' = 'admin') => renderWithProviders(<ConfigPanel mode={mode} />);

/** The requests that would change the configuration (anything but its GET). */
const writesOf = (fetchMock: ReturnType<typeof stubConfig>) =>
  callsTo(fetchMock, '/api/admin/config').filter((call) => (call.init?.method ?? 'GET') !== 'GET');

describe('the configuration panel', () => {
  beforeEach(() => {
    // A toast of an earlier test is not taken for this one's (nothing is mounted yet).
    dismissToast();
    return changeLanguage('es');
  });

  it('says under each field that is not a number "Escribe un número", and sends nothing', async () => {
    const fetchMock = stubConfig();
    renderPanel();
    const edge = await screen.findByTestId('config-edge-threshold');
    const minOdds = screen.getByTestId('config-min-odds');
    await userEvent.clear(edge);
    await userEvent.type(edge, 'dos');
    await userEvent.clear(minOdds);
    await userEvent.click(screen.getByTestId('config-save'));

    for (const input of [edge, minOdds]) {
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).toBe('Escribe un número');
    }
    expect(screen.getByTestId('config-max-stake').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(edge);
    expect(writesOf(fetchMock)).toEqual([]);

    // The message follows the input once the form was sent.
    await userEvent.clear(edge);
    await userEvent.type(edge, '2,5');
    await waitFor(() => expect(edge.getAttribute('aria-invalid')).toBeNull());
    expect(edge.getAttribute('aria-describedby')).toBeNull();
    expect(minOdds.getAttribute('aria-invalid')).toBe('true');
  });

  it('says the save failed, with the field and its range, when the server refuses it', async () => {
    const fetchMock = stubConfig({
      '/api/admin/config': (init) =>
        init?.method === 'PATCH'
          ? jsonResponse(
              {
                error: {
                  code: 'VALIDATION_ERROR',
                  message: 'edgeThreshold must be within [0, 0.5]',
                  reason: 'invalid_request',
                  issues: [
                    {
                      path: 'body.edgeThreshold',
                      code: 'too_big',
                      params: { origin: 'number', maximum: 0.5, inclusive: true },
                      message: 'edgeThreshold must be within [0, 0.5]',
                    },
                  ],
                },
              },
              400,
            )
          : jsonResponse(CONFIG),
    });
    renderPanel();
    const edge = await screen.findByTestId('config-edge-threshold');
    await userEvent.clear(edge);
    await userEvent.type(edge, '60');
    await userEvent.click(screen.getByTestId('config-save'));

    expect(await screen.findByText('Error al guardar configuración')).toBeTruthy();
    expect(screen.getByText('Edge mínimo: debe estar entre 0 % y 50 %')).toBeTruthy();
    expect(writesOf(fetchMock).map((call) => call.body)).toMatchObject([{ edgeThreshold: 0.6 }]);
    // What was typed stays, to be corrected.
    expect((edge as HTMLInputElement).value).toBe('60');
    expect(screen.getByTestId('config-save').hasAttribute('disabled')).toBe(false);
  });

  it('shows the parameters in percent, who changed them, and the preview of the saved formula', async () => {
    stubConfig();
    renderPanel();
    const edge = await screen.findByTestId('config-edge-threshold');
    expect((edge as HTMLInputElement).value).toBe('2');
    expect((screen.getByTestId('config-max-stake') as HTMLInputElement).value).toBe('1,5');
    expect(screen.getByTestId('config-updated').textContent).toContain('admin@example.com');
    expect((await screen.findByTestId('formula-preview')).textContent).toContain(
      'Acepta 0 de 3 candidatos actuales (próximos 7 días)',
    );
    expect(screen.getAllByTestId('formula-history-restore')).toHaveLength(1);
  });

  it('saves a percent as a fraction (PATCH in the admin panel, POST with the full config in the lab)', async () => {
    for (const mode of ['admin', 'lab'] as const) {
      const fetchMock = stubConfig();
      const view = renderPanel(mode);
      const edge = await screen.findByTestId('config-edge-threshold');
      await userEvent.clear(edge);
      await userEvent.type(edge, '3,5');
      await userEvent.click(screen.getByTestId('config-save'));
      await waitFor(() => expect(callsTo(fetchMock, '/api/admin/config').length).toBeGreaterThan(1));
      const write = callsTo(fetchMock, '/api/admin/config').find(
        (call) => call.init?.method !== undefined && call.init.method !== 'GET',
      );
      expect(write?.init?.method).toBe(mode === 'admin' ? 'PATCH' : 'POST');
      expect(write?.body).toMatchObject({
        edgeThreshold: 0.035,
        maxStakePercent: 0.015,
        kellyFraction: 0.25,
      });
      if (mode === 'lab') expect(write?.body).toMatchObject({ pickFormula: 'edge >= 0.03' });
      view.unmount();
    }
  });

  it('chooses how tiers are assigned: by rank (the default) or by the fixed thresholds, and saves it', async () => {
    const fetchMock = stubConfig({
      '/api/admin/config': (init) =>
        init?.method === 'PATCH'
          ? jsonResponse({ ...CONFIG, ...(JSON.parse(String(init.body)) as object) })
          : jsonResponse(CONFIG),
    });
    renderPanel();
    const select = (await screen.findByTestId('config-tier-mode')) as HTMLSelectElement;
    expect(screen.getByLabelText('Asignación de tiers')).toBe(select);
    expect(select.value).toBe('rank');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Por ranking (últimos 30 días)',
      'Umbrales fijos',
    ]);
    expect(screen.getByTestId('config-tier-mode-hint').textContent).toContain(
      'el cuarto superior es Diamante',
    );
    await userEvent.selectOptions(select, 'fixed');
    expect(screen.getByTestId('config-tier-mode-hint').textContent).toContain('cuyo umbral alcanza su edge');
    await userEvent.click(screen.getByTestId('config-save'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/config').some((call) => call.init?.method === 'PATCH')).toBe(
        true,
      ),
    );
    const patch = callsTo(fetchMock, '/api/admin/config').find((call) => call.init?.method === 'PATCH');
    expect(patch?.body).toMatchObject({ tierMode: 'fixed' });
    expect(await screen.findByText('Configuración guardada')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('fixed'));
  });

  it('names the tier assignment in English', async () => {
    await changeLanguage('en');
    stubConfig();
    renderPanel();
    const select = (await screen.findByTestId('config-tier-mode')) as HTMLSelectElement;
    expect(screen.getByLabelText('Tier assignment')).toBe(select);
    expect([...select.options].map((option) => option.text)).toEqual([
      'By rank (last 30 days)',
      'Fixed thresholds',
    ]);
  });

  it('shows the live refusal of a formula in Spanish with its column', async () => {
    stubConfig();
    renderPanel();
    const input = await screen.findByTestId('formula-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'edge > 0 and price > 2');
    const error = await screen.findByTestId('formula-error', {}, { timeout: 2000 });
    expect(error.textContent).toContain('Variable desconocida «price»');
    expect(error.textContent).not.toContain('Unknown');
    expect(error.textContent).toContain('columna 14');
    expect(screen.getByTestId('formula-error-caret').textContent).toBe(`${' '.repeat(13)}^`);
  });

  it('shows a refused save the same way, and sends the description with the formula', async () => {
    const fetchMock = stubConfig({
      '/api/admin/config': (init) =>
        init?.method === 'PATCH'
          ? refusal(
              { code: 'unexpected_end', params: { expected: 'value' }, column: 8 },
              'Formula ends too early: expected a number, a name or (',
            )
          : jsonResponse(CONFIG),
    });
    renderPanel();
    const input = await screen.findByTestId('formula-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'edge > ');
    await userEvent.type(screen.getByTestId('formula-description'), 'Looser');
    await userEvent.click(screen.getByTestId('formula-save'));
    const error = await screen.findByTestId('formula-error');
    expect(error.textContent).toContain(
      'La fórmula termina antes de tiempo: se esperaba un valor (número, variable, función o paréntesis)',
    );
    expect(error.textContent).toContain('columna 8');
    const patch = callsTo(fetchMock, '/api/admin/config').find((call) => call.init?.method === 'PATCH');
    expect(patch?.body).toEqual({ pickFormula: 'edge > ', formulaDescription: 'Looser' });
  });

  it('says the load failed: Error al cargar configuración', async () => {
    stubConfig({
      '/api/admin/config': () => new Response('boom', { status: 500, statusText: 'Server Error' }),
    });
    renderPanel();
    expect((await screen.findByTestId('config-error')).textContent).toContain(
      'Error al cargar configuración:',
    );
  });
});
