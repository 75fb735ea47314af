import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { generationSummaryText } from './generation-summary';

describe('the summary of a generation that found nothing', () => {
  it('names a candidate over the per-event cap among the reasons nothing was generated', () => {
    const summary = { picks: 0, analysed: 4, rejections: { event_cap: 2, below_edge_threshold: 5 } };
    expect(generationSummaryText(summary, i18n.getFixedT('en', 'admin'))).toBe(
      '4 events analysed; none passed the rules. Main reasons: edge below the threshold: 5; per-event pick limit reached: 2.',
    );
    expect(generationSummaryText(summary, i18n.getFixedT('es', 'admin'))).toContain(
      'límite de picks por evento alcanzado: 2',
    );
  });
});
