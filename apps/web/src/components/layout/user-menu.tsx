import type { User } from '@arcade/contracts';
import { LoaderCircle, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogoutAction } from '@/lib/session/use-logout-action';
import { Button } from '../ui/button';

/** The signed-in user's name (a link to "Mi cuenta") and the logout button, on every page. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const { onLogout, isPending } = useLogoutAction();
  return (
    <div className="flex items-center gap-1.5">
      <Link
        to="/account"
        title={`${t('account.open')} · ${user.email}`}
        data-testid="account-link"
        className="hidden items-center gap-2 rounded-full border border-line-strong bg-surface py-1 pr-3 pl-1 transition-colors hover:border-edge/60 sm:flex"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-full bg-edge/15 font-bold text-edge text-xs ring-1 ring-edge/30"
        >
          {user.name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="sr-only">{t('account.signedInAs')}</span>
        <span data-testid="user-name" className="max-w-[9rem] truncate font-medium text-ink text-sm">
          {user.name}
        </span>
      </Link>
      <Button
        variant="ghost"
        size="sm"
        data-testid="logout-button"
        aria-label={t('nav.logout')}
        title={t('nav.logout')}
        disabled={isPending}
        onClick={onLogout}
        className="px-2.5 hover:text-danger"
      >
        {isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <LogOut aria-hidden="true" />
        )}
        <span className="hidden lg:inline">{t('nav.logout')}</span>
      </Button>
    </div>
  );
}
