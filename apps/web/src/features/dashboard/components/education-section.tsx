import { BookOpen, Newspaper } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { latestDecidedQueryOptions } from '../api/get-graded-picks';
import { useFirstScreenPicks } from '../api/get-subscriber-picks';
import { MLB_RUN_SIZE, mlbRun } from '../lib/news';
import { openPicks } from '../lib/today-picks';
import { ARTICLES, type Article, ArticleDialog } from './article-dialog';
import { CollapsibleSection } from './collapsible-section';

/** Educational articles and the news buttons, which only show toasts. */
export function EducationSection() {
  const { t } = useTranslation('dashboard');
  const [article, setArticle] = useState<Article | null>(null);
  const picks = useFirstScreenPicks();
  const queryClient = useQueryClient();

  const news = {
    nba: () => t('education.news.nba.text'),
    // The run reaches past the picks list's last days: it is read from the record when asked for.
    mlb: async () => {
      try {
        const decided = await queryClient.fetchQuery(latestDecidedQueryOptions('baseball', MLB_RUN_SIZE));
        const run = mlbRun(decided);
        return run.count === 0 ? t('education.news.mlb.empty') : t('education.news.mlb.text', run);
      } catch (error) {
        return t('education.news.mlb.error', { message: getErrorMessage(error) });
      }
    },
    // The first screen's open picks and the ones each tier has beyond it.
    picks: () => {
      const beyond = Object.values(picks.data?.more ?? {}).reduce((sum, count) => sum + count, 0);
      const count = openPicks(picks.data?.picks ?? [], new Date()).length + beyond;
      return t('education.news.picks.text', { count });
    },
  } as const;
  const onNews = async (item: keyof typeof news) => {
    const description = await news[item]();
    toast({ title: t(`education.news.${item}.title`), description });
  };

  return (
    <CollapsibleSection
      title={t('education.title')}
      subtitle={t('education.subtitle')}
      icon={BookOpen}
      testId="education-section"
    >
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-3">
          <h3 className="font-semibold text-ink">{t('education.articlesTitle')}</h3>
          <ul className="grid gap-2">
            {ARTICLES.map((each) => (
              <li
                key={each}
                className="flex flex-col gap-3 rounded-xl border border-line bg-canvas/40 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink">{t(`education.articles.${each}.title`)}</p>
                  <p className="text-ink-subtle text-xs">{t(`education.articles.${each}.summary`)}</p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setArticle(each)}>
                  {t('education.read')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid content-start gap-3">
          <h3 className="inline-flex items-center gap-2 font-semibold text-ink">
            <Newspaper aria-hidden="true" className="size-4 text-edge" />
            {t('education.newsTitle')}
          </h3>
          <div className="flex flex-wrap gap-2">
            {(Object.keys(news) as (keyof typeof news)[]).map((item) => (
              <Button
                key={item}
                variant="secondary"
                size="sm"
                data-testid={`news-${item}`}
                onClick={() => void onNews(item)}
              >
                {t(`education.news.${item}.button`)}
              </Button>
            ))}
          </div>
        </div>
      </div>
      <ArticleDialog article={article} onClose={() => setArticle(null)} />
    </CollapsibleSection>
  );
}
