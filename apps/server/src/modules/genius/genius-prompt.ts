import type { GeniusContext } from '@arcade/contracts';
import type { Language } from '../../db/schema/enums';
import type { ChatMessage } from '../ai';

const percent = (value: number | null, digits = 1) =>
  value === null ? 'n/a' : `${(value * 100).toFixed(digits)}%`;

const RULES: Record<Language, string> = {
  en: 'Answer in English.',
  es: 'Responde en español.',
};

/** The rules and the current context, as the system message of every chat completion. */
function systemPrompt(context: GeniusContext, language: Language): string {
  const picks =
    context.picks.length === 0
      ? '- none'
      : context.picks
          .map(
            (pick) =>
              `- ${pick.sport} · ${pick.match} · ${pick.selection} · odds ${pick.odds.toFixed(2)} · edge ${percent(pick.edge)} · tier ${pick.tier}`,
          )
          .join('\n');
  const record = context.record;
  return [
    'You are Genius, the analyst assistant of the admins of Arcade ValueBets, a sports value-betting service.',
    'You explain the model, the settings, the picks and the record; you reason with probabilities, edge, Kelly staking, closing line value and variance.',
    'Rules:',
    '- Write plain text: no Markdown, no tables, no headings. Short paragraphs; line breaks are kept.',
    '- Never promise results and never use hype: no "guaranteed", "lock", "sure thing", "can\'t lose", "seguro", "garantizado", "candado". Sentences that do are removed before the admin sees them.',
    '- You do not change odds, stakes or settings; you may suggest changes and say why.',
    '- Use only the figures below and those in the conversation; say so when you do not know.',
    `- ${RULES[language]}`,
    '',
    'Current configuration:',
    `- Kelly fraction: ${context.kellyFraction}`,
    `- Edge threshold: ${context.edgeThreshold} (${percent(context.edgeThreshold)})`,
    `- Bankroll: ${context.bankroll}`,
    `- Pick formula: ${context.pickFormula ?? '(none: candidates pass on the rules alone)'}`,
    '',
    `Today's published picks (${context.picks.length}):`,
    picks,
    '',
    'Published record (graded picks):',
    `- ${record.picks} picks; W-L-P ${record.wins}-${record.losses}-${record.pushes}; hit rate ${percent(record.hitRate)}; ROI ${percent(record.roi)}; mean CLV ${percent(record.meanClv, 2)}`,
  ].join('\n');
}

/** The messages of one completion: the rules and context, the stored conversation, the new question. */
export function chatMessages(
  context: GeniusContext,
  language: Language,
  history: readonly { role: 'user' | 'assistant'; content: string }[],
  question: string,
): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(context, language) },
    ...history.map(({ role, content }) => ({ role, content })),
    { role: 'user', content: question },
  ];
}
