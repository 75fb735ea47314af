import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { GenerateDialog, GenerationOverlay, useGeneration } from '@/features/generation';
import { AdminHeader } from './admin-header';
import { AdminTabs } from './admin-tabs';

// Generation progress re-renders this page many times a second; the tabs (hundreds of table cells) depend on
// none of it, so they must not re-render with it (20 pending picks froze a generation in Chromium).
const StableTabs = memo(AdminTabs);

/** /admin: header actions, the tabs, the generate dialog and the generation overlay. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const generation = useGeneration();
  const [isGenerateOpen, setGenerateOpen] = useState(false);
  const isGenerating = generation.status === 'running';

  return (
    <div data-testid="admin-page" className="flex flex-1 flex-col">
      <title>{`${t('page.title')} · Arcade ValueBets`}</title>
      <AdminHeader
        isGenerating={isGenerating}
        // While one runs, Generar brings its progress back instead of starting another.
        onGenerate={() => (isGenerating ? generation.restore() : setGenerateOpen(true))}
      />
      <Container className="flex-1 py-6 sm:py-8">
        <StableTabs />
      </Container>
      <GenerateDialog open={isGenerateOpen} onOpenChange={setGenerateOpen} onGenerate={generation.start} />
      <GenerationOverlay generation={generation} />
    </div>
  );
}
