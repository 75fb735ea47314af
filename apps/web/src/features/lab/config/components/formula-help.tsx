import { FORMULA_VARIABLES } from '@arcade/core';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FUNCTIONS = ['min', 'max', 'abs', 'if'] as const;
const EXAMPLES = ['edge >= 0.04 and odds <= 2.6', 'if(agreement >= 0.75, edge * 2, edge) - 0.03'] as const;

/** The language at a glance: its variables, functions and operators, and what a result means. */
export function FormulaHelp() {
  const { t } = useTranslation('labConfig');
  return (
    <aside
      data-testid="formula-help"
      aria-labelledby="formula-help-title"
      className="grid content-start gap-3 rounded-xl border border-line bg-surface-raised/40 p-4 text-sm"
    >
      <h4 id="formula-help-title" className="flex items-center gap-2 font-semibold text-ink">
        <BookOpen aria-hidden="true" className="size-4 text-edge" />
        {t('help.title')}
      </h4>
      <p className="text-ink-muted text-xs leading-5">{t('help.result')}</p>
      <div>
        <h5 className="mb-1 font-medium text-ink-muted text-xs uppercase tracking-wide">
          {t('help.variables')}
        </h5>
        <dl className="grid gap-1.5 text-xs">
          {FORMULA_VARIABLES.map((name) => (
            <div key={name} className="grid grid-cols-[6.5rem_1fr] gap-2">
              <dt className="font-mono text-edge">{name}</dt>
              <dd className="text-ink-muted">{t(`help.vars.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h5 className="mb-1 font-medium text-ink-muted text-xs uppercase tracking-wide">
          {t('help.functions')}
        </h5>
        <ul className="grid gap-1 text-xs">
          {FUNCTIONS.map((name) => (
            <li key={name} className="grid grid-cols-[6.5rem_1fr] gap-2">
              <code className="font-mono text-edge">{t(`help.fns.${name}.signature`)}</code>
              <span className="text-ink-muted">{t(`help.fns.${name}.text`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-ink-muted text-xs leading-5">
        <span className="font-medium text-ink">{t('help.operators')}</span>{' '}
        <code className="font-mono">+ - * / % &lt; &lt;= &gt; &gt;= == != and or not</code>
      </p>
      <div className="grid gap-1">
        <h5 className="font-medium text-ink-muted text-xs uppercase tracking-wide">{t('help.examples')}</h5>
        {EXAMPLES.map((example) => (
          <code key={example} className="block rounded-md bg-canvas/70 px-2 py-1 font-mono text-ink text-xs">
            {example}
          </code>
        ))}
      </div>
    </aside>
  );
}
