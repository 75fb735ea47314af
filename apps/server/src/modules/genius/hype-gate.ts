import { isHype } from '../ai';

/**
 * A sentence ends at `.`, `!`, `?` or `…` (closing quotes and brackets included) followed by white
 * space, or at a line break; it is complete once the next sentence has begun (the white space
 * between them is whole). Group 1: white space before it; 2: the sentence; 3: the white space after.
 */
const COMPLETE_SENTENCE = /^(\s*)(\S[\s\S]*?(?:[.!?…]+["'”’»)\]]*(?=\s)|(?=[\r\n])))(\s+)(?=\S)/;

/** Of two separators the one that keeps a paragraph: the one with more line breaks, else the later one. */
function strongerSeparator(a: string, b: string): string {
  const breaks = (text: string) => text.split('\n').length - 1;
  return breaks(a) > breaks(b) ? a : b;
}

/**
 * The hype filter of the Genius's answers (never "guaranteed", "lock", "seguro"),
 * applied as the answer streams in: text is released one complete sentence at a time, and a
 * sentence that uses a hype word is dropped whole. The releases, joined, are the filtered answer,
 * without white space at either end; feeding a whole answer at once gives the same text.
 */
export class HypeGate {
  private pending = '';
  private separator = '';
  private released = 0;
  private dropped = 0;

  /** Takes the next piece of the answer; answers the text that can be shown now (maybe ''). */
  push(chunk: string): string {
    this.pending += chunk;
    let out = '';
    for (;;) {
      const match = COMPLETE_SENTENCE.exec(this.pending);
      if (!match) break;
      const [whole, before = '', sentence = '', after = ''] = match;
      out += this.take(before, sentence);
      this.pending = after + this.pending.slice(whole.length);
    }
    return out;
  }

  /** The answer has ended: releases its last sentence. */
  end(): string {
    const match = /^(\s*)([\s\S]*?)\s*$/.exec(this.pending);
    this.pending = '';
    const sentence = match?.[2] ?? '';
    return sentence ? this.take(match?.[1] ?? '', sentence) : '';
  }

  /** How many sentences were dropped for hype. */
  get droppedCount(): number {
    return this.dropped;
  }

  /** Whether any text has been released. */
  get hasText(): boolean {
    return this.released > 0;
  }

  private take(before: string, sentence: string): string {
    const separator = this.released > 0 ? strongerSeparator(this.separator, before) : '';
    if (isHype(sentence)) {
      this.dropped += 1;
      // The dropped sentence's separator stays pending, so a paragraph break is not lost with it.
      this.separator = separator || before;
      return '';
    }
    this.released += 1;
    this.separator = '';
    return separator + sentence;
  }
}

/** The whole answer through the gate: its filtered text and how many sentences were dropped. */
export function filterHype(answer: string): { text: string; dropped: number } {
  const gate = new HypeGate();
  const text = gate.push(answer) + gate.end();
  return { text, dropped: gate.droppedCount };
}
