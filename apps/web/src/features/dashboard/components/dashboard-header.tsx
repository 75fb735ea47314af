import type { User } from '@arcade/contracts';
import { Gift, Home, NotebookPen, ShieldHalf, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MY_BETS_PATH } from '@/features/bets';

/**
 * Welcome, role and free-pick badges, and the dashboard's own links. The language switcher
 * and logout the dashboard also offers are the site header's, always on screen above this: not repeated here.
 */
export function DashboardHeader({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const { t: tBets } = useTranslation('bets');
  const isAdmin = user.role === 'admin';
  // During a break nothing of a pick is offered: no free pick, no analysis.
  const isOnBreak = user.onBreak !== null;
  const hasFreePick = !isAdmin && !user.hasUsedFreePick && !isOnBreak;

  return (
    <div className="border-line border-b bg-surface/50">
      <Container className="flex flex-col gap-5 py-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-edge/30 to-sky-500/20 font-bold text-edge text-lg ring-1 ring-edge/30"
          >
            {user.name.trim().charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p data-testid="dashboard-welcome" className="truncate font-bold text-ink text-xl sm:text-2xl">
              {t('header.welcome', { name: user.name })}
            </p>
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              {isAdmin ? (
                <span
                  data-testid="admin-badge"
                  className="inline-flex items-center gap-1 rounded-full border border-sky-400/40 bg-sky-400/10 px-2.5 py-0.5 font-bold text-sky-300 text-xs tracking-wider"
                >
                  <ShieldHalf aria-hidden="true" className="size-3.5" />
                  {t('header.adminBadge')}
                </span>
              ) : null}
              {hasFreePick ? (
                <span
                  data-testid="free-pick-badge"
                  className="inline-flex items-center gap-1 rounded-full border border-premium/40 bg-premium/10 px-2.5 py-0.5 font-semibold text-premium text-xs"
                >
                  <Gift aria-hidden="true" className="size-3.5" />
                  {t('header.freePickBadge')}
                </span>
              ) : null}
              <span className="truncate text-ink-subtle text-sm">{user.email}</span>
            </div>
          </div>
        </div>
        <nav aria-label={t('header.actionsLabel')} className="flex flex-wrap items-center gap-2">
          {/* On a phone the home link is its icon, so the page's own links fit on one line. */}
          <Link to="/" className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'max-md:px-2.5' })}>
            <Home aria-hidden="true" />
            <span className="max-md:sr-only">{t('header.home')}</span>
          </Link>
          {/* From md up the book is a section of this page; a phone has it on a page of its own. */}
          {isOnBreak ? null : (
            <Link
              to={MY_BETS_PATH}
              data-testid="dashboard-my-bets"
              className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'md:hidden' })}
            >
              <NotebookPen aria-hidden="true" />
              {tBets('myBets.nav')}
            </Link>
          )}
          {isOnBreak ? null : (
            <Link to="/analyze-pick" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              <Sparkles aria-hidden="true" />
              {t('header.analyzePick')}
            </Link>
          )}
          {isAdmin ? (
            <Link to="/admin" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              <ShieldHalf aria-hidden="true" />
              {t('header.adminPanel')}
            </Link>
          ) : null}
        </nav>
      </Container>
    </div>
  );
}
