import type { MasseyUploadResult, Sport } from '@arcade/contracts';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/error-message';
import { formatPercent } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useUploadMassey } from '../api/massey-api';
import { type Refusal, refusalOf, refusalSummary } from '../lib/refusal';
import { FileField } from './file-field';
import { RefusalPanel, UploadResult } from './upload-result';

export const MASSEY_SPORTS: readonly Sport[] = ['soccer', 'nfl', 'baseball', 'nba', 'nhl'];

/** The upload form: sport, the CSV (and a games export's teams file), progress, result or refusal. */
export function UploadCard() {
  const { t } = useTranslation(['massey', 'common']);
  const [sport, setSport] = useState<Sport>('nfl');
  const [file, setFile] = useState<File | undefined>();
  const [teams, setTeams] = useState<File | undefined>();
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<MasseyUploadResult | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A new choice of file remounts the inputs' state only through these keys.
  const [formKey, setFormKey] = useState(0);
  const upload = useUploadMassey(setProgress);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      toast({ variant: 'destructive', title: t('toasts.noFileTitle'), description: t('toasts.noFileText') });
      return;
    }
    setProgress(0);
    setResult(null);
    setRefusal(null);
    try {
      const uploaded = await upload.mutateAsync({ sport, file, teams });
      setResult(uploaded);
      setFile(undefined);
      setTeams(undefined);
      setFormKey((key) => key + 1);
      toast({
        title: t('toasts.uploadedTitle'),
        description: t('toasts.uploadedText', {
          sport: t(`common:sports.${uploaded.sport}`),
          matched: uploaded.matchedCount,
          count: uploaded.teamCount,
        }),
      });
    } catch (error) {
      const refused = refusalOf(error, t);
      setRefusal(refused);
      const description = refused ? refusalSummary(refused, t) : getErrorMessage(error);
      toast({ variant: 'destructive', title: t('toasts.uploadErrorTitle'), description });
    }
  }

  const sportOptions = MASSEY_SPORTS.map((value) => ({ value, label: t(`common:sports.${value}`) }));
  return (
    <SectionCard title={t('upload.title')} subtitle={t('upload.subtitle')} titleId="massey-upload-title">
      <form
        onSubmit={submit}
        noValidate
        // One column no wider than the card: a long file name must not push it past the edge on phones.
        className="grid grid-cols-1 gap-4"
        aria-labelledby="massey-upload-title"
      >
        <SelectField
          label={t('upload.sport')}
          options={sportOptions}
          value={sport}
          onChange={(event) => setSport(event.target.value as Sport)}
          disabled={upload.isPending}
          data-testid="massey-sport"
        />
        <div key={formKey} className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FileField
            label={t('upload.file')}
            hint={t('upload.fileHint')}
            file={file}
            onChange={setFile}
            testId="massey-file"
            disabled={upload.isPending}
          />
          <FileField
            label={t('upload.teamsFile')}
            hint={t('upload.teamsHint')}
            file={teams}
            onChange={setTeams}
            testId="massey-teams-file"
            disabled={upload.isPending}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton
            isPending={upload.isPending}
            pendingLabel={t('upload.pending', { percent: formatPercent(progress, 0) })}
            data-testid="massey-upload"
            className="sm:w-auto"
          >
            <Upload aria-hidden="true" />
            {t('upload.submit')}
          </SubmitButton>
          {upload.isPending ? (
            <div
              role="progressbar"
              aria-label={t('upload.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 flex-1 overflow-hidden rounded-full bg-surface-raised"
            >
              <div
                className="h-full rounded-full bg-edge transition-[width]"
                style={{ width: `${progress * 100}%` }}
              />
            </div>
          ) : null}
        </div>
        {result ? <UploadResult result={result} /> : null}
        {refusal ? <RefusalPanel refusal={refusal} /> : null}
      </form>
    </SectionCard>
  );
}
