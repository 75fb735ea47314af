import type { BacktestListResponse, BacktestStartRequest } from '@arcade/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@test/helpers';
import { BacktestForm } from './backtest-form';

const LIST: BacktestListResponse = {
  runs: [],
  coverage: [
    {
      sport: 'nfl',
      from: '2021-09-09T00:20:00.000Z',
      to: '2024-02-12T23:30:00.000Z',
      matches: 855,
      latestSeasonFrom: '2023-09-08T00:20:00.000Z',
    },
    {
      sport: 'nhl',
      from: '2022-10-07T18:00:00.000Z',
      to: '2024-04-18T23:00:00.000Z',
      matches: 2_624,
      latestSeasonFrom: '2023-10-10T21:30:00.000Z',
    },
  ],
  strategies: {
    soccer: ['auto', 'danyscore'],
    nfl: ['auto', 'epa', 'massey'],
    baseball: ['auto'],
    nba: ['auto'],
    nhl: ['auto', 'poisson'],
  },
};

function renderForm(isRunning = false) {
  const onStart = vi.fn<(request: BacktestStartRequest) => void>();
  renderWithProviders(
    <BacktestForm list={LIST} isRunning={isRunning} isPending={false} error={null} onStart={onStart} />,
  );
  return { onStart, user: userEvent.setup() };
}

/** A date input is set as a browser's picker sets it: one change to a whole day (or to nothing). */
function setDate(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('backtest form', () => {
  beforeEach(() => changeLanguage('es'));

  it('starts on the first stored sport’s latest season, its last day included', () => {
    renderForm();
    expect(screen.getByTestId<HTMLSelectElement>('backtest-sport').value).toBe('nfl');
    expect(screen.getByTestId<HTMLInputElement>('backtest-from').value).toBe('2023-09-08');
    expect(screen.getByTestId<HTMLInputElement>('backtest-to').value).toBe('2024-02-13');
  });

  it('names an inverted range under the start on submit, focuses it and starts nothing', async () => {
    const { onStart, user } = renderForm();
    setDate('backtest-from', '2024-03-01');
    // Nothing is said while choosing; the button stays usable.
    expect(screen.queryByText('La fecha de inicio debe ser anterior a la final.')).toBeNull();
    await user.click(screen.getByTestId('backtest-start'));

    const message = await screen.findByText('La fecha de inicio debe ser anterior a la final.');
    const from = screen.getByTestId('backtest-from');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(from);
    expect(onStart).not.toHaveBeenCalled();

    // The message follows the input once submitted, and is said in the language chosen.
    await changeLanguage('en');
    expect(await screen.findByText('The start date must be before the end date.')).toBeTruthy();
    setDate('backtest-from', '2023-09-08');
    await waitFor(() => expect(screen.queryByText('The start date must be before the end date.')).toBeNull());
    expect(from.getAttribute('aria-invalid')).toBeNull();
  });

  it('a start on the end day is refused too, and an empty day is required', async () => {
    const { onStart, user } = renderForm();
    setDate('backtest-from', '2024-02-13');
    setDate('backtest-to', '');
    await user.click(screen.getByTestId('backtest-start'));
    expect(await screen.findByText('Obligatorio')).toBeTruthy();
    setDate('backtest-to', '2024-02-13');
    expect(await screen.findByText('La fecha de inicio debe ser anterior a la final.')).toBeTruthy();
    await user.click(screen.getByTestId('backtest-start'));
    expect(onStart).not.toHaveBeenCalled();
  });

  it('sends exactly the chosen run, named in the admin’s language when no name is typed', async () => {
    const { onStart, user } = renderForm();
    await user.selectOptions(screen.getByTestId('backtest-strategy'), 'epa');
    setDate('backtest-from', '2023-10-01');
    setDate('backtest-to', '2023-12-01');
    await user.click(screen.getByTestId('backtest-start'));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledWith({
      sport: 'nfl',
      strategy: 'epa',
      from: '2023-10-01',
      to: '2023-12-01',
      stake: 'kelly',
      name: 'NFL · EPA (NFL)',
    });
  });

  it('another sport takes its own season and drops a strategy that does not apply to it', async () => {
    const { onStart, user } = renderForm();
    await user.selectOptions(screen.getByTestId('backtest-strategy'), 'epa');
    await user.selectOptions(screen.getByTestId('backtest-sport'), 'nhl');
    expect(screen.getByTestId<HTMLInputElement>('backtest-from').value).toBe('2023-10-10');
    expect(screen.getByTestId<HTMLInputElement>('backtest-to').value).toBe('2024-04-19');
    expect(screen.getByTestId<HTMLSelectElement>('backtest-strategy').value).toBe('product');
    await user.type(screen.getByLabelText('Nombre (opcional)'), '  NHL 23-24  ');
    await user.click(screen.getByTestId('backtest-start'));
    expect(onStart).toHaveBeenCalledWith({
      sport: 'nhl',
      strategy: 'product',
      from: '2023-10-10',
      to: '2024-04-19',
      stake: 'kelly',
      name: 'NHL 23-24',
    });
  });

  it('starts nothing while another run is running', () => {
    renderForm(true);
    expect(screen.getByTestId('backtest-start')).toHaveProperty('disabled', true);
  });
});
