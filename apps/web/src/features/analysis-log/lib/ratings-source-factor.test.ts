import { afterAll, describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from '@/lib/i18n';
import { keyFactorText } from './key-factors';

const teams = { homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat' };
const say = (raw: string) => keyFactorText(raw, teams, i18n.getFixedT(null, 'admin'));

describe('the massey strategy’s ratings source in the analysis log', () => {
  afterAll(() => changeLanguage('es'));

  it('names the upload by its date, or the market-fitted fallback, in the admin’s language', async () => {
    await changeLanguage('es');
    const upload = 'ratings_source: source=upload, uploadedAt=2026-11-20T15:30:00.000Z, upload=0b6c3f5e';
    expect(say(upload)).toMatch(/^Calificaciones: archivo de Massey subido el .*2026/);
    expect(say('ratings_source: source=market')).toBe('Calificaciones: ajustadas a los precios del mercado');
    await changeLanguage('en');
    expect(say('ratings_source: source=market')).toBe('Ratings: fitted to market prices');
    // A value it cannot read stays as the server wrote it.
    expect(say('ratings_source: source=upload, uploadedAt=soon')).toBe(
      'ratings_source: source=upload, uploadedAt=soon',
    );
  });
});
