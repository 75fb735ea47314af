import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f1a2e" stroke="#24385a" />
      <path
        d="M7 22l6-7 4 4 8-9"
        fill="none"
        stroke="#34d399"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="10" r="2.5" fill="#fbbf24" />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('whitespace-nowrap font-bold text-ink tracking-tight', className)}>
      <Trans t={t} i18nKey="brand.wordmark" components={{ accent: <span className="text-edge" /> }} />
    </span>
  );
}

export function BrandLogo() {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      aria-label={t('brand.homeLabel')}
      className="flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5"
    >
      <BrandMark />
      <Wordmark className="text-[0.95rem] sm:text-[1.05rem]" />
    </Link>
  );
}
