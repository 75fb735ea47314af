import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type FormulaProblemData, formulaProblemText } from '../../lib/formula-problem';
import { caretFor } from '../lib/formula-error';

/** A refused formula: why, in the reader's language, its column, and a caret under the culprit. */
export function FormulaErrorBox({ formula, problem }: { formula: string; problem: FormulaProblemData }) {
  const { t } = useTranslation('labConfig');
  const { line, caret } = caretFor(formula, problem.column);
  return (
    <div
      role="alert"
      data-testid="formula-error"
      className="grid gap-2 rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm"
    >
      <p className="flex items-start gap-2 text-danger">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">{t('formula.errorAt', { column: problem.column })}</span>{' '}
          <span className="break-words" data-testid="formula-error-text">
            {formulaProblemText(problem, t)}
          </span>
        </span>
      </p>
      <pre
        aria-hidden="true"
        className="overflow-x-auto rounded-lg bg-canvas/80 px-3 py-2 font-mono text-ink text-xs leading-5"
      >
        {line}
        {'\n'}
        <span data-testid="formula-error-caret" className="font-bold text-danger">
          {caret}
        </span>
      </pre>
    </div>
  );
}
