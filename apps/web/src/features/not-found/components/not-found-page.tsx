import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <section data-testid="not-found" className="relative flex flex-1 items-center overflow-hidden">
      <title>{`${t('title')} · Arcade ValueBets`}</title>
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 opacity-30 [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)]"
      />
      <Container className="relative flex flex-col items-center py-24 text-center sm:py-32">
        <p
          aria-hidden="true"
          className="tabular bg-gradient-to-b from-ink to-ink/10 bg-clip-text font-black text-[7rem] text-transparent leading-none tracking-tighter sm:text-[10rem]"
        >
          {t('code')}
        </p>
        <h1 className="mt-6 font-bold text-2xl text-ink tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-md text-ink-muted">{t('text')}</p>
        <Link to="/" className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
          <ArrowLeft aria-hidden="true" />
          {t('home')}
        </Link>
      </Container>
    </section>
  );
}
