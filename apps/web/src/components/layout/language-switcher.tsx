import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { changeLanguage, LANGUAGES } from '@/lib/i18n';

/** ES / EN toggle; the choice is stored under `language` by the i18n module. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <fieldset
      data-testid="language-switcher"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-lg border border-line-strong bg-surface p-0.5', className)}
    >
      {LANGUAGES.map((language) => {
        const isActive = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={isActive}
            title={t('language.switchTo', { language: t(`language.names.${language}`) })}
            onClick={() => void changeLanguage(language)}
            className={cn(
              'h-8 min-w-10 rounded-md px-2.5 font-semibold text-xs tracking-wide transition-colors',
              isActive ? 'bg-edge/15 text-edge' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`language.codes.${language}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
