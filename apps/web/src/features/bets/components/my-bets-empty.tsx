import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An empty book: how a bet gets into it. */
export function MyBetsEmpty() {
  const { t } = useTranslation('bets');
  return (
    <div
      data-testid="my-bets-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface/40 px-6 py-12 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-edge/10 text-edge ring-1 ring-edge/30">
        <NotebookPen aria-hidden="true" className="size-5" />
      </span>
      <p className="font-semibold text-ink text-lg">{t('myBets.empty.title')}</p>
      <p className="max-w-lg text-ink-muted text-sm leading-relaxed">{t('myBets.empty.text')}</p>
      <ol className="mt-2 grid w-full max-w-lg gap-2 text-left text-ink-muted text-sm sm:max-w-3xl sm:grid-cols-3 sm:gap-4">
        {(['one', 'two', 'three'] as const).map((step, index) => (
          <li key={step} className="flex gap-2.5 rounded-xl border border-line bg-surface p-3">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-raised font-semibold text-ink text-xs tabular ring-1 ring-line-strong">
              {index + 1}
            </span>
            <span>{t(`myBets.empty.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
