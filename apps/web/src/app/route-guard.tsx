import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { useMe } from '@/lib/session/get-me';
import { loginAddress } from '@/lib/session/login-return';
import { endedByLogout } from '@/lib/session/logout';

type RouteGuardProps = {
  /** Admin-only pages send everyone else to /dashboard. */
  requireAdmin?: boolean;
};

/**
 * 'Cargando...' while the session loads; no user → /login, and back here after; non-admin on admin
 * pages → /dashboard.
 * A user who has just logged out is on the way home, so the guard sends them there too.
 */
export function RouteGuard({ requireAdmin = false }: RouteGuardProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const me = useMe();
  const queryClient = useQueryClient();

  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <div
        role="alert"
        className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-32 text-center"
      >
        <TriangleAlert aria-hidden="true" className="size-8 text-premium" />
        <p className="font-semibold text-ink text-lg">{t('session.errorTitle')}</p>
        <p className="max-w-md text-ink-muted text-sm">{t('session.errorText')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void me.refetch()}>
          {t('session.retry')}
        </Button>
      </div>
    );
  }
  if (!me.data) {
    if (endedByLogout(queryClient)) return <Navigate to="/" replace />;
    return <Navigate to={loginAddress(`${location.pathname}${location.search}`)} replace />;
  }
  if (requireAdmin && me.data.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
