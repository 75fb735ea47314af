/**
 * Words that sell a pick instead of analysing it (never "guaranteed", "lock",
 * "seguro"). Our choice: a warning or key factor that uses one is dropped, the rest of the answer is
 * kept (the probability is capped anyway); the model's untouched answer stays in ai_pick_analyses.
 */
const HYPE_TERMS = [
  // English
  'guarantee',
  'guarantees',
  'guaranteed',
  'lock',
  'locks',
  'sure thing',
  'sure bet',
  'sure win',
  "can't lose",
  'cannot lose',
  "can't miss",
  'no-brainer',
  'free money',
  'easy money',
  'risk-free',
  // Spanish
  'seguro',
  'segura',
  'segurísimo',
  'segurísima',
  'segurisimo',
  'asegurado',
  'asegurada',
  'garantizado',
  'garantizada',
  'garantía',
  'garantia',
  'candado',
  'sin riesgo',
  'dinero fácil',
  'imperdible',
];

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Whole words only ("blocked" and "clockwork" are fine), spaces and hyphens interchangeable.
const HYPE_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${HYPE_TERMS.map((term) =>
    term
      .split(/[\s-]+/)
      .map(escape)
      .join('[\\s-]+'),
  ).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Whether a sentence uses a hype word, in English or Spanish (typographic apostrophes included). */
export function isHype(text: string): boolean {
  return HYPE_PATTERN.test(text.normalize('NFC').replace(/[\u2018\u2019\u02bc]/g, "'"));
}

/** Splits a list into the sentences that can be shown and the ones dropped for hype. */
export function withoutHype(list: readonly string[]): { kept: string[]; removed: string[] } {
  const kept: string[] = [];
  const removed: string[] = [];
  for (const item of list) (isHype(item) ? removed : kept).push(item);
  return { kept, removed };
}
