import {
  FormulaExpectationSchema,
  type FormulaProblem,
  FormulaRefusalDetailsSchema,
  FormulaValueTypeSchema,
} from '@arcade/contracts';
import type { Namespace, TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** A formula's refusal as data: the language's code, its params and the 1-based column. */
export type FormulaProblemData = Pick<FormulaProblem, 'code' | 'params' | 'column'>;

/** The keys below name their namespace, so any namespace's `t` does; their typing is relaxed here. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A formula's refusal in the active language (`labConfig:formulaErrors.codes.<code>`), its params
 * interpolated: what the parser expected and the kinds of value (`got`, `left`, `right`) are
 * translated too, and `count` drives the plural of `arity_exact`.
 *
 * @example formulaProblemText({ code: 'unknown_variable', params: { name: 'pric' }, column: 26 }, t)
 * // "Variable desconocida «pric»"
 */
export function formulaProblemText<N extends Namespace>(
  problem: FormulaProblemData,
  t: TFunction<N>,
): string {
  const translate = t as unknown as Translate;
  const values: Record<string, unknown> = { ...problem.params };
  const expected = FormulaExpectationSchema.safeParse(values.expected);
  if (expected.success) values.expected = translate(`labConfig:formulaErrors.expected.${expected.data}`);
  for (const key of ['got', 'left', 'right']) {
    const type = FormulaValueTypeSchema.safeParse(values[key]);
    if (type.success) values[key] = translate(`labConfig:formulaErrors.types.${type.data}`);
  }
  if (problem.code === 'arity_exact') values.count = problem.params.expected;
  return translate(`labConfig:formulaErrors.codes.${problem.code}`, values);
}

/** The same, led by its column ("Columna 6: …"), where no caret shows it. */
export function formulaProblemAtColumn<N extends Namespace>(
  problem: FormulaProblemData,
  t: TFunction<N>,
): string {
  const translate = t as unknown as Translate;
  return translate('labConfig:formulaErrors.atColumn', {
    column: problem.column,
    text: formulaProblemText(problem, t),
  });
}

/** A refused formula's code, params and column, from the server's 400 (reason invalid_formula); else null. */
export function formulaProblemOf(error: unknown): FormulaProblemData | null {
  if (!(error instanceof ApiError) || error.reason !== 'invalid_formula') return null;
  const details = FormulaRefusalDetailsSchema.safeParse(error.details);
  return details.success ? details.data : null;
}
