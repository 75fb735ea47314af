import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useMe } from '@/lib/session/get-me';
import { buttonStyles } from '../ui/button';
import { Container } from '../ui/container';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { navItemsFor } from './nav-items';
import { UserMenu } from './user-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 font-medium text-sm transition-colors',
    isActive ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
  );

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { data: user, isPending } = useMe();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const items = navItemsFor(user);
  const isSignedOut = !isPending && !user;
  const hasMenu = items.length > 0 || isSignedOut;

  return (
    // A plain disclosure rather than a UI library's: the header is on every page's first load.
    <header className="sticky top-0 z-40 border-line/80 border-b bg-canvas/80 backdrop-blur-xl">
      <Container className="flex h-16 items-center justify-between gap-2 sm:gap-4">
        <div className="flex min-w-0 items-center gap-8">
          <BrandLogo />
          {items.length > 0 ? (
            <nav aria-label={t('nav.label')} className="hidden items-center gap-1 md:flex">
              {items.map((item) => (
                <NavLink key={item.key} to={item.to} className={navLinkClass}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              ))}
            </nav>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {user ? <UserMenu user={user} /> : null}
          {isSignedOut ? (
            <div className="hidden items-center gap-2 md:flex">
              <Link to="/login" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                {t('nav.login')}
              </Link>
              <Link to="/login?mode=signup" className={buttonStyles({ size: 'sm' })}>
                {t('nav.signup')}
              </Link>
            </div>
          ) : null}
          {hasMenu ? (
            <button
              type="button"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              aria-label={isMenuOpen ? t('menu.close') : t('menu.open')}
              className="inline-flex size-10 items-center justify-center rounded-lg border border-line-strong text-ink-muted hover:text-ink md:hidden"
            >
              {isMenuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </button>
          ) : null}
        </div>
      </Container>
      {isMenuOpen ? (
        <div id={menuId} className="border-line border-t md:hidden">
          <Container className="flex flex-col gap-1 py-3">
            {items.length > 0 ? (
              <nav aria-label={t('nav.label')} className="flex flex-col gap-1">
                {items.map((item) => (
                  <NavLink key={item.key} to={item.to} onClick={closeMenu} className={navLinkClass}>
                    {t(`nav.${item.key}`)}
                  </NavLink>
                ))}
              </nav>
            ) : null}
            {isSignedOut ? (
              <div className="grid grid-cols-2 gap-2">
                <Link to="/login" onClick={closeMenu} className={buttonStyles({ variant: 'secondary' })}>
                  {t('nav.login')}
                </Link>
                <Link to="/login?mode=signup" onClick={closeMenu} className={buttonStyles()}>
                  {t('nav.signup')}
                </Link>
              </div>
            ) : null}
          </Container>
        </div>
      ) : null}
    </header>
  );
}
