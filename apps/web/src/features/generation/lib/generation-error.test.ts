import type { TFunction } from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from '@/lib/i18n';
import { generationErrorText } from './generation-error';

const t = i18n.getFixedT(null, 'admin') as unknown as TFunction<'admin'>;

describe('a failed generation says why in the admin’s language', () => {
  afterAll(() => changeLanguage('es'));

  it('uses the generation’s own text for its reasons and any other reason’s text before the code’s', async () => {
    await changeLanguage('es');
    expect(
      generationErrorText({ isBusy: false, code: 'VALIDATION_ERROR', reason: 'invalid_formula' }, t),
    ).toBe(i18n.t('admin:generation.errors.invalid_formula'));
    const syncing = generationErrorText({ isBusy: false, code: 'CONFLICT', reason: 'sync_running' }, t);
    expect(syncing).toBe(i18n.t('errors:reasons.sync_running'));
    expect(syncing).not.toBe(i18n.t('errors:codes.CONFLICT'));
    await changeLanguage('en');
    expect(generationErrorText({ isBusy: false, code: 'CONFLICT', reason: 'sync_running' }, t)).toBe(
      i18n.t('errors:reasons.sync_running', { lng: 'en' }),
    );
  });

  it('falls back to the code’s text for a reason this client does not know', async () => {
    await changeLanguage('es');
    expect(generationErrorText({ isBusy: false, code: 'CONFLICT', reason: 'from_a_newer_server' }, t)).toBe(
      i18n.t('errors:codes.CONFLICT'),
    );
  });
});
