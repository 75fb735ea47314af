import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const HELP_LINKS = ['primary', 'secondary'] as const;

/** The responsible-gambling help links of the active language, as the footer shows them. */
export function HelpLinks() {
  const { t } = useTranslation('footer');
  return (
    <ul className="flex flex-wrap gap-2">
      {HELP_LINKS.map((key) => {
        const href = t(`help.${key}.href`);
        const isExternal = href.startsWith('http');
        return (
          <li key={key}>
            <a
              href={href}
              {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="inline-flex items-center gap-1.5 rounded-lg border border-line-strong bg-surface-raised px-3 py-2 text-ink text-sm transition-colors hover:border-edge/60"
            >
              {t(`help.${key}.label`)}
              {isExternal ? <ExternalLink aria-hidden="true" className="size-3.5 text-ink-subtle" /> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
