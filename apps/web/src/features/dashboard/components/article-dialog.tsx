import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogShell } from '@/components/ui/dialog-shell';

export const ARTICLES = ['kelly', 'clv', 'vig'] as const;
export type Article = (typeof ARTICLES)[number];

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

/** One educational article (Kelly, CLV, the vig), written for punters. */
export function ArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <DialogShell
      open={article !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={article ? t(`education.articles.${article}.title`) : ''}
      description={article ? t(`education.articles.${article}.summary`) : undefined}
      size="md"
      testId="article-dialog"
    >
      {article ? (
        <div className="grid gap-3 text-ink-muted text-sm leading-relaxed sm:text-[0.95rem]">
          {PARAGRAPHS.map((paragraph) => (
            <p key={paragraph}>{t(`education.articles.${article}.${paragraph}`)}</p>
          ))}
        </div>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('education.close')}
        </Button>
      </DialogActions>
    </DialogShell>
  );
}
