import type { AdminConfig } from '@arcade/contracts';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { SubmitButton } from '@/components/ui/submit-button';
import { inputStyles } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/cn';
import { useFormulaPreview, useSaveConfig } from '../api/config-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formulaProblemOf } from '../../lib/formula-problem';
import { FormulaErrorBox } from './formula-error-box';
import { FormulaHelp } from './formula-help';
import { FormulaPreview } from './formula-preview';

const PREVIEW_DELAY_MS = 400;

/**
 * The pick formula: a monospace editor whose refused formula shows why (the language's code, in the
 * reader's language) and a caret at its column, a live preview on today's candidates, a description saved with the history row.
 * Keyed by the saved formula, so a save or a restore starts it afresh.
 */
export function FormulaEditor({ config }: { config: AdminConfig }) {
  const { t } = useTranslation('labConfig');
  const ids = { formula: useId(), description: useId(), help: useId() };
  const [formula, setFormula] = useState(config.pickFormula ?? '');
  const [description, setDescription] = useState('');
  const save = useSaveConfig();
  const settled = useDebouncedValue(formula, PREVIEW_DELAY_MS);
  const preview = useFormulaPreview(settled);

  // The refusal of a save, or else the live preview's, when it concerns the text on screen.
  const saveProblem = save.variables?.body.pickFormula === formula ? formulaProblemOf(save.error) : null;
  const previewProblem = settled === formula ? formulaProblemOf(preview.error) : null;
  const problem = saveProblem ?? previewProblem;
  const isUnchanged = formula.trim() === (config.pickFormula ?? '');

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        method: 'PATCH',
        body: {
          pickFormula: formula,
          ...(description.trim() ? { formulaDescription: description.trim() } : {}),
        },
      },
      {
        onSuccess: () => toast({ title: t('formula.saved') }),
        onError: (error) => {
          if (formulaProblemOf(error)) return;
          toast({ variant: 'destructive', title: t('save.error'), description: getErrorMessage(error) });
        },
      },
    );
  };

  return (
    <SectionCard title={t('formula.title')} subtitle={t('formula.subtitle')} titleId="formula-editor-title">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={onSave} noValidate className="grid min-w-0 content-start gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={ids.formula} className="font-medium text-ink text-sm">
              {t('formula.label')}
            </label>
            <textarea
              id={ids.formula}
              data-testid="formula-input"
              value={formula}
              onChange={(event) => setFormula(event.target.value)}
              rows={3}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              placeholder={t('formula.placeholder')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={ids.help}
              className={cn(
                inputStyles,
                'h-auto min-h-24 resize-y py-3 font-mono text-sm leading-6',
                problem ? 'border-danger/70 focus:ring-danger/30' : 'border-line-strong focus:border-edge/70',
              )}
            />
            <p id={ids.help} className="text-ink-subtle text-xs">
              {t('formula.hint')}
            </p>
          </div>
          {problem ? <FormulaErrorBox formula={formula} problem={problem} /> : null}
          <FormulaPreview formula={settled} />
          <div className="grid gap-1.5">
            <label htmlFor={ids.description} className="font-medium text-ink text-sm">
              {t('formula.description')}
            </label>
            <input
              id={ids.description}
              data-testid="formula-description"
              value={description}
              maxLength={500}
              onChange={(event) => setDescription(event.target.value)}
              placeholder={t('formula.descriptionPlaceholder')}
              className={cn(inputStyles, 'border-line-strong focus:border-edge/70')}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton
              data-testid="formula-save"
              isPending={save.isPending}
              pendingLabel={t('save.pending')}
              disabled={isUnchanged}
            >
              <Save aria-hidden="true" />
              {formula.trim() === '' && !isUnchanged ? t('formula.clear') : t('formula.save')}
            </SubmitButton>
            {isUnchanged ? <span className="text-ink-subtle text-xs">{t('formula.unchanged')}</span> : null}
          </div>
        </form>
        <FormulaHelp />
      </div>
    </SectionCard>
  );
}
