import {
  Eye,
  FlaskConical,
  Home,
  LoaderCircle,
  RefreshCw,
  ShieldHalf,
  Sparkles,
  TriangleAlert,
  Wand2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { isServingDemoData, ProviderStatusLine, useProviders, useSyncAction } from '@/features/market';
import { ClearPicksButton } from '@/features/pick-queue';

type AdminHeaderProps = {
  onGenerate: () => void;
  isGenerating: boolean;
};

const NAV = [
  { to: '/laboratory', key: 'lab', icon: FlaskConical },
  { to: '/dashboard', key: 'viewAsUser', icon: Eye },
  { to: '/analyze-pick', key: 'analyzePick', icon: Sparkles },
  { to: '/', key: 'home', icon: Home },
] as const;

/** Title, the Demo data badge and the header buttons. */
export function AdminHeader({ onGenerate, isGenerating }: AdminHeaderProps) {
  const { t } = useTranslation('admin');
  const providers = useProviders();
  const isDemo = isServingDemoData(providers.data ?? []);
  const { onSync, isSyncing } = useSyncAction();

  return (
    <div className="relative border-line border-b bg-surface/50">
      {isSyncing ? (
        <div
          aria-hidden="true"
          data-testid="sync-progress"
          className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-gradient-to-r from-transparent via-edge to-transparent"
        />
      ) : null}
      <Container className="flex flex-col gap-5 py-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
            <ShieldHalf aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="font-bold text-ink text-xl tracking-tight sm:text-2xl">{t('page.title')}</h1>
              {isDemo ? (
                <span
                  data-testid="demo-badge"
                  title={t('header.demoHint')}
                  className="inline-flex items-center gap-1 rounded-full border border-premium/40 bg-premium/10 px-2.5 py-0.5 font-semibold text-premium text-xs"
                >
                  <TriangleAlert aria-hidden="true" className="size-3.5" />
                  {t('header.demoBadge')}
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-ink-muted text-sm">{t('page.subtitle')}</p>
            <ProviderStatusLine providers={providers.data ?? []} />
          </div>
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <div role="group" aria-label={t('header.actionsLabel')} className="grid grid-cols-3 gap-2 sm:flex">
            <Button
              variant="secondary"
              size="sm"
              className="px-2 sm:px-3.5"
              onClick={onSync}
              disabled={isSyncing}
              aria-busy={isSyncing || undefined}
            >
              {isSyncing ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              {isSyncing ? t('header.syncing') : t('header.sync')}
            </Button>
            <Button size="sm" className="px-2 sm:px-3.5" onClick={onGenerate} data-testid="admin-generate">
              {isGenerating ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Wand2 aria-hidden="true" />
              )}
              {isGenerating ? t('header.generating') : t('header.generate')}
            </Button>
            <ClearPicksButton />
          </div>
          <nav aria-label={t('header.navLabel')} className="flex flex-wrap gap-1 lg:justify-end">
            {NAV.map(({ to, key, icon: Icon }) => (
              <Link
                key={key}
                to={to}
                className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'h-8 px-2.5' })}
              >
                <Icon aria-hidden="true" />
                {t(`header.${key}`)}
              </Link>
            ))}
          </nav>
        </div>
      </Container>
    </div>
  );
}
