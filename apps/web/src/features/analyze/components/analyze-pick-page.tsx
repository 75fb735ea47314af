import { type AnalyzeManualRequest, isWithheld, type PickType } from '@arcade/contracts';
import { ScanSearch } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CompactPageHeader } from '@/components/ui/compact-page-header';
import { Container } from '@/components/ui/container';
import { toast } from '@/lib/use-toast';
import { type AnalyzeRequest, useAnalyzePick } from '../api/analyze-pick';
import { analyzeErrorMessage } from '../lib/analyze-error';
import { AnalysisResults } from './analysis-results';
import { EventPicker } from './event-picker';
import { LockedAnalysis } from './locked-analysis';
import { ManualForm } from './manual-form';

const trigger =
  'inline-flex h-9 items-center whitespace-nowrap rounded-lg px-3 font-medium text-ink-muted text-sm transition-colors hover:text-ink data-[state=active]:bg-surface-raised data-[state=active]:text-ink data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-line-strong';

/**
 * /analyze-pick: Partidos de Hoy or Entrada Manual, then the analysis as cards, or,
 * on a match with a pick the user cannot see, that pick's teaser in its place.
 */
export function AnalyzePickPage() {
  const { t } = useTranslation('analyze');
  const analysis = useAnalyzePick();
  const resultsRef = useRef<HTMLDivElement>(null);
  const lastRequest = useRef<AnalyzeRequest | null>(null);

  const run = (request: AnalyzeRequest) => {
    lastRequest.current = request;
    analysis.mutate(request, {
      onSuccess: () => resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('toast.error'),
          description: analyzeErrorMessage(error, t),
        }),
    });
  };
  // A claimed free pick opens the match it locked: the same analysis, asked for again.
  const onClaimed = () => {
    if (lastRequest.current) run(lastRequest.current);
  };

  const onEvent = (eventId: string | null, pickType: PickType) => {
    if (!eventId) return toast({ variant: 'destructive', title: t('toast.selectEvent') });
    run({ kind: 'event', eventId, pickType });
  };
  const onManual = (request: AnalyzeManualRequest | null) => {
    if (!request)
      return toast({
        variant: 'destructive',
        title: t('toast.completeTitle'),
        description: t('toast.completeDescription'),
      });
    run({ kind: 'manual', ...request });
  };

  return (
    <div data-testid="analyze-page" className="flex flex-1 flex-col">
      <CompactPageHeader icon={ScanSearch} title={t('page.title')} subtitle={t('page.subtitle')} />
      <Container className="flex flex-1 flex-col gap-8 py-6 sm:py-8">
        <Tabs.Root defaultValue="events" className="flex flex-col gap-5">
          <Tabs.List
            aria-label={t('tabs.label')}
            className="inline-flex w-fit gap-1 rounded-xl border border-line bg-surface/70 p-1"
          >
            <Tabs.Trigger value="events" data-testid="analyze-tab-events" className={trigger}>
              {t('tabs.events')}
            </Tabs.Trigger>
            <Tabs.Trigger value="manual" data-testid="analyze-tab-manual" className={trigger}>
              {t('tabs.manual')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="events" className="outline-none">
            <EventPicker isPending={analysis.isPending} onAnalyze={onEvent} />
          </Tabs.Content>
          <Tabs.Content value="manual" className="outline-none">
            <ManualForm isPending={analysis.isPending} onAnalyze={onManual} />
          </Tabs.Content>
        </Tabs.Root>
        <div ref={resultsRef} className="scroll-mt-6">
          {analysis.data ? (
            isWithheld(analysis.data) ? (
              <LockedAnalysis withheld={analysis.data} onClaimed={onClaimed} />
            ) : (
              <AnalysisResults analysis={analysis.data} />
            )
          ) : null}
        </div>
      </Container>
    </div>
  );
}
