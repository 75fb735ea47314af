import { IssueRuleSchema, MASSEY_LINE_CODES, type ValidationIssue } from '@arcade/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { issueLine, issueText } from '@/lib/api-issues';
import { getErrorMessage } from '@/lib/error-message';
import i18n, { changeLanguage } from '@/lib/i18n';
import { loadIssueTranslator } from '@/lib/issue-translator';

// Intl writes a narrow no-break space before the percent sign in Spanish: compare plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function validationError(issues: ValidationIssue[]): ApiError {
  return new ApiError({
    status: 400,
    message: '400: {...}',
    code: 'VALIDATION_ERROR',
    serverMessage: `Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    reason: 'invalid_request',
    issues,
  });
}

const EDGE_TOO_BIG: ValidationIssue = {
  path: 'body.edgeThreshold',
  code: 'too_big',
  params: { origin: 'number', maximum: 0.5, inclusive: true },
  message: 'edgeThreshold must be within [0, 0.5]',
};
const BAD_EMAIL: ValidationIssue = {
  path: 'body.email',
  code: 'invalid_format',
  params: { format: 'email' },
  message: 'Invalid email address',
};

// The api-client loads the translator with the first refusal that names fields; these errors are made here.
beforeAll(() => loadIssueTranslator());

describe('a refused request in the user’s language', () => {
  beforeEach(() => changeLanguage('es'));
  afterAll(() => changeLanguage('es'));

  it('names a percent field and its range in percent, never the API’s fraction or its English', () => {
    const text = plain(getErrorMessage(validationError([EDGE_TOO_BIG])));
    expect(text).toBe('Edge mínimo: debe estar entre 0 % y 50 %');
    expect(text).not.toMatch(/0\.5|Invalid|body\./);
  });

  it('says the same in English', async () => {
    await changeLanguage('en');
    expect(plain(getErrorMessage(validationError([EDGE_TOO_BIG])))).toBe(
      'Minimum edge: must be between 0% and 50%',
    );
  });

  it('translates a bad email of the test email', async () => {
    expect(getErrorMessage(validationError([BAD_EMAIL]))).toBe('Email: no es un email válido');
    await changeLanguage('en');
    expect(getErrorMessage(validationError([BAD_EMAIL]))).toBe('Email: is not a valid email');
  });

  it('opens the range on the side the contracts exclude (a stake above 0 %, at most 10 %)', () => {
    const issue: ValidationIssue = {
      path: 'body.maxStakePercent',
      code: 'too_small',
      params: { origin: 'number', minimum: 0, inclusive: false },
      message: 'maxStakePercent must be within (0, 0.1]',
    };
    expect(plain(issueLine(issue))).toBe('Stake máximo: debe ser mayor que 0 % y como máximo 10 %');
  });

  it('counts characters with the language’s plural rule', async () => {
    const issue = (minimum: number): ValidationIssue => ({
      path: 'body.reason',
      code: 'too_small',
      params: { origin: 'string', minimum, inclusive: true },
      message: 'Too small',
    });
    expect(issueLine(issue(1))).toBe('Motivo: debe tener al menos 1 carácter');
    expect(issueLine(issue(5))).toBe('Motivo: debe tener al menos 5 caracteres');
    await changeLanguage('en');
    expect(issueLine(issue(1))).toBe('Reason: must be at least 1 character long');
  });

  it('gives a missing field, an unknown field and a schema rule their own words', () => {
    expect(issueLine({ path: 'body.code', code: 'required' })).toBe('Código: es obligatorio');
    expect(issueLine({ path: 'body.whatever', code: 'required' })).toBe('es obligatorio');
    expect(issueLine({ path: 'body', code: 'unrecognized_keys', params: { keys: ['foo', 'bar'] } })).toBe(
      'campos no admitidos: foo, bar',
    );
    expect(
      issueLine({ path: 'body.tierThresholds', code: 'custom', params: { rule: 'ordered_tiers' } }),
    ).toBe('Umbrales de tier: los umbrales deben ir en orden: Exclusivo ≤ Platinum ≤ Diamante');
  });

  it('has a text for every rule of the contracts in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      const missing = IssueRuleSchema.options.filter(
        (rule) => !i18n.exists(`errors:issues.rules.${rule}`, { lng: language }),
      );
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('never shows the server’s English message, even for a refusal it cannot name', () => {
    const unknown = new ApiError({
      status: 409,
      message: '409: {...}',
      code: 'CONFLICT',
      serverMessage: 'Something in English only',
      reason: 'a_reason_from_a_newer_server',
    });
    expect(getErrorMessage(unknown)).toBe(i18n.t('errors:codes.CONFLICT'));
    const bare = new ApiError({ status: 502, message: '502: <html>Bad gateway</html>' });
    expect(getErrorMessage(bare)).toBe(i18n.t('errors:generic'));
  });

  it('interpolates the facts the server sends beside a reason', () => {
    const error = new ApiError({
      status: 415,
      message: '415: {...}',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      reason: 'massey_not_csv',
      details: { file: 'ratings.txt' },
    });
    expect(getErrorMessage(error)).toContain('ratings.txt');
  });

  it('has a text for every reason a Massey line may be refused for, in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      const missing = MASSEY_LINE_CODES.filter(
        (code) => !i18n.exists(`massey:lineErrors.${code}`, { lng: language }),
      );
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('keeps the code of a field issue when the language changes, so the text can follow it', () => {
    expect(issueText(BAD_EMAIL)).toBe('no es un email válido');
  });
});
