import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { SessionsCard } from '@/features/dashboard';
import { useMe } from '@/lib/session/get-me';
import { BREAK_ANCHOR, BreakCard } from './break-card';
import { DataCard } from './data-card';
import { DeleteCard } from './delete-card';
import { EmailCard } from './email-card';
import { LimitCard } from './limit-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';

/**
 * "Mi cuenta": the person's name and language, password, email, sessions and their data; a break from
 * gambling and a weekly stake limit; deleting the account.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { data: user } = useMe();
  const { hash } = useLocation();
  const hasUser = user !== undefined && user !== null;
  // /account#break (the weekly-limit notice) opens at the break's card: on the next frame, after the
  // layout has put the new page at its top.
  useEffect(() => {
    if (!hasUser || hash !== `#${BREAK_ANCHOR}`) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(BREAK_ANCHOR)?.scrollIntoView?.({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hasUser, hash]);
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
      <div>
        <h2 className="font-bold text-2xl text-ink tracking-tight">{t('saferPlayTitle')}</h2>
        <p className="mt-1 max-w-2xl text-ink-muted">{t('saferPlaySubtitle')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <BreakCard user={user} />
        <LimitCard user={user} />
      </div>
      <DeleteCard />
    </Container>
  );
}
