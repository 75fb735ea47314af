import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { VerifyEmailCard } from '@/features/auth';
import { useMe } from '@/lib/session/get-me';
import { DashboardHeader } from './dashboard-header';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useMe();
  // The route guard renders this page only with a user.
  if (!user) return null;
  return (
    <>
      <DashboardHeader user={user} />
      <PageHeader
        className="flex-1"
        icon={LayoutDashboard}
        title={t('page.title')}
        subtitle={t('page.subtitle')}
      >
        {user.emailVerified ? null : (
          <div className="mt-10">
            <VerifyEmailCard user={user} />
          </div>
        )}
      </PageHeader>
    </>
  );
}
