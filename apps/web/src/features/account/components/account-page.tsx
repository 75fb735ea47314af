import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { SessionsCard } from '@/features/dashboard';
import { useMe } from '@/lib/session/get-me';
import { DataCard } from './data-card';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';

/** "Mi cuenta": the person's name and language, password, email, sessions and their data. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { data: user } = useMe();
  // The route guard renders this page only with a user.
  if (!user) return null;
  return (
    <Container className="grid gap-8 py-8 sm:py-10">
      <div>
        <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('subtitle')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfileCard user={user} />
        <EmailCard user={user} />
        <PasswordCard />
        <DataCard />
      </div>
      <SessionsCard />
    </Container>
  );
}
