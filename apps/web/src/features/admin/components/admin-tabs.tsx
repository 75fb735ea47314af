import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfigTab } from '@/features/lab';
import { ManualPicksTab } from '@/features/manual-picks';
import { HistoryTab } from '@/features/pick-history';
import { ApprovedTab, PendingTab } from '@/features/pick-queue';
import { useAdminPickCounts } from '@/features/picks';
import { StatsTab } from '@/features/stats';
import { BackupCard } from '@/features/backup';
import { UsersTab } from '@/features/users';
import { DanyScoreTab } from '@/features/danyscore';
import { GeniusChatTab } from '@/features/genius';
import { MasseyTab } from '@/features/massey';
import { useScrollEdges } from '@/hooks/use-scroll-edges';
import { cn } from '@/lib/cn';

type TabKey =
  | 'pending'
  | 'approved'
  | 'history'
  | 'users'
  | 'stats'
  | 'config'
  | 'manual'
  | 'geniusChat'
  | 'massey'
  | 'danyscore';

// The product's tab order, Pendientes first and DanyScore NBA last.
const TABS: { key: TabKey; content: () => ReactNode; counted?: 'pending' | 'approved' | 'history' }[] = [
  { key: 'pending', content: () => <PendingTab />, counted: 'pending' },
  { key: 'approved', content: () => <ApprovedTab />, counted: 'approved' },
  { key: 'history', content: () => <HistoryTab />, counted: 'history' },
  { key: 'users', content: () => <UsersTab /> },
  {
    key: 'stats',
    content: () => (
      <div className="flex flex-col gap-6">
        <StatsTab />
        <BackupCard />
      </div>
    ),
  },
  { key: 'config', content: () => <ConfigTab mode="admin" /> },
  { key: 'manual', content: () => <ManualPicksTab /> },
  { key: 'geniusChat', content: () => <GeniusChatTab /> },
  { key: 'massey', content: () => <MasseyTab /> },
  { key: 'danyscore', content: () => <DanyScoreTab /> },
];

const isOpenTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/** The panel's sections; the open one is kept in the address (?tab=) so a reload stays on it. */
export function AdminTabs() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isOpenTab(requested) ? requested : 'pending';
  // Counted on the server: the lists themselves arrive a page at a time.
  const counts = useAdminPickCounts().data ?? null;
  const [scrollerRef, edges] = useScrollEdges<HTMLDivElement>([
    counts?.pending,
    counts?.approved,
    counts?.history,
  ]);

  // On a phone the bar is wider than the screen: keep the open tab in sight (after a reload too).
  useEffect(() => {
    scrollerRef.current
      ?.querySelector(`[data-testid="admin-tab-${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, scrollerRef]);

  const onValueChange = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'pending') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs.Root value={active} onValueChange={onValueChange} className="flex flex-col gap-6">
      <div className="relative -mx-4 sm:mx-0">
        <div
          ref={scrollerRef}
          data-testid="admin-tab-scroller"
          className="overflow-x-auto px-4 pb-1.5 [scrollbar-color:var(--color-line-strong)_transparent] [scrollbar-width:thin] sm:px-0"
        >
          <Tabs.List
            aria-label={t('tabs.label')}
            className="inline-flex min-w-max gap-1 rounded-xl border border-line bg-surface/70 p-1"
          >
            {TABS.map((tab) => {
              const count = tab.counted && counts ? counts[tab.counted] : null;
              return (
                <Tabs.Trigger
                  key={tab.key}
                  value={tab.key}
                  data-testid={`admin-tab-${tab.key}`}
                  className={cn(
                    'inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-lg px-3 font-medium text-ink-muted text-sm transition-colors',
                    'hover:text-ink data-[state=active]:bg-surface-raised data-[state=active]:text-ink data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-line-strong',
                  )}
                >
                  {t(`tabs.${tab.key}`)}
                  {count === null ? null : (
                    <>
                      {' '}
                      <span
                        data-testid={`admin-tab-count-${tab.key}`}
                        className="tabular min-w-6 rounded-full bg-canvas px-1.5 py-0.5 text-center font-semibold text-[0.7rem] text-ink ring-1 ring-line-strong"
                      >
                        {count}
                      </span>
                    </>
                  )}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </div>
        {/* Fades over the clipped side say the bar scrolls; they let clicks through. */}
        <div
          aria-hidden="true"
          data-testid="admin-tab-fade-start"
          data-visible={edges.canScrollStart}
          className="pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-canvas to-transparent opacity-0 transition-opacity data-[visible=true]:opacity-100"
        />
        <div
          aria-hidden="true"
          data-testid="admin-tab-fade-end"
          data-visible={edges.canScrollEnd}
          className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-canvas to-transparent opacity-0 transition-opacity data-[visible=true]:opacity-100"
        />
      </div>
      {TABS.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key} className="outline-none">
          {tab.content()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
