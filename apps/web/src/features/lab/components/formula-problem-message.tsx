import { useTranslation } from 'react-i18next';
import { type FormulaProblemData, formulaProblemAtColumn } from '../lib/formula-problem';

/**
 * A refused formula's column and reason, rendered (not a string kept from the moment of the error),
 * so that a toast still on screen follows a change of language.
 */
export function FormulaProblemMessage({ problem }: { problem: FormulaProblemData }) {
  const { t } = useTranslation('labConfig');
  return <span data-testid="formula-problem-message">{formulaProblemAtColumn(problem, t)}</span>;
}
