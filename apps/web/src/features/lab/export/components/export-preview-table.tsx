import type { ExportCell, ExportPreview } from '@arcade/contracts';
import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, TableFrame, Td, Th, Tr } from '@/components/ui/table-frame';
import { formatMediumDate, formatTime } from '@/lib/format';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Shown = { text: string; title?: string; isMuted?: boolean };

/** How a cell reads on screen: dates in the active locale, ids shortened; the file keeps them whole. */
function useCellText() {
  const { t } = useTranslation('labExport');
  return (cell: ExportCell): Shown => {
    if (cell === null) return { text: '—', isMuted: true };
    if (typeof cell === 'boolean') return { text: cell ? t('preview.yes') : t('preview.no') };
    if (typeof cell === 'number') return { text: String(cell) };
    if (ISO_DATE_TIME.test(cell))
      return { text: `${formatMediumDate(cell)} ${formatTime(cell)}`, title: cell };
    if (UUID.test(cell)) return { text: `${cell.slice(0, 8)}…`, title: cell, isMuted: true };
    return { text: cell, title: cell.length > 40 ? cell : undefined };
  };
}

/** The preview's rows under the file's own column names (what a spreadsheet will show as headers). */
export function ExportPreviewTable({ preview }: { preview: ExportPreview }) {
  const { t } = useTranslation('labExport');
  const cellText = useCellText();
  if (preview.rows.length === 0) {
    return (
      <EmptyState
        testId="export-empty"
        icon={<Database aria-hidden="true" className="size-5" />}
        title={t('preview.empty')}
        hint={t('preview.emptyHint')}
      />
    );
  }
  return (
    <TableFrame caption={t('preview.caption')} testId="export-preview">
      <thead>
        <tr>
          {preview.columns.map((column) => (
            <Th key={column} className="font-mono normal-case tracking-normal">
              {column}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody className="text-sm">
        {preview.rows.map((row, index) => (
          <Tr key={String(row.id ?? index)}>
            {preview.columns.map((column) => {
              const shown = cellText(row[column] ?? null);
              return (
                <Td
                  key={column}
                  title={shown.title}
                  className={`max-w-64 truncate whitespace-nowrap tabular-nums ${shown.isMuted ? 'text-ink-subtle' : 'text-ink'}`}
                >
                  {shown.text}
                </Td>
              );
            })}
          </Tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
