import { FormulaError } from './formula-error';

export type TokenKind = 'number' | 'string' | 'identifier' | 'operator' | 'paren' | 'comma' | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  value?: number | string;
  /** 1-based column of the token's first character. */
  column: number;
}

const OPERATORS = ['<=', '>=', '==', '!=', '<', '>', '+', '-', '*', '/', '%'];
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Splits a formula into tokens; anything it does not know is an error at its column. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    const column = i + 1;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    const rest = source.slice(i);
    const number = NUMBER.exec(rest);
    if (number) {
      const value = Number(number[0]);
      if (!Number.isFinite(value)) throw new FormulaError('number_too_large', { number: number[0] }, column);
      tokens.push({ kind: 'number', text: number[0], value, column });
      i += number[0].length;
      continue;
    }
    const identifier = IDENTIFIER.exec(rest);
    if (identifier) {
      tokens.push({ kind: 'identifier', text: identifier[0], column });
      i += identifier[0].length;
      continue;
    }
    if (char === "'" || char === '"') {
      const { value, length } = readString(source, i);
      tokens.push({ kind: 'string', text: source.slice(i, i + length), value, column });
      i += length;
      continue;
    }
    const operator = OPERATORS.find((op) => rest.startsWith(op));
    if (operator) {
      tokens.push({ kind: 'operator', text: operator, column });
      i += operator.length;
      continue;
    }
    if (char === '(' || char === ')') {
      tokens.push({ kind: 'paren', text: char, column });
      i++;
      continue;
    }
    if (char === ',') {
      tokens.push({ kind: 'comma', text: char, column });
      i++;
      continue;
    }
    throw new FormulaError('unexpected_character', { found: char }, column);
  }
  tokens.push({ kind: 'end', text: '', column: source.length + 1 });
  return tokens;
}

function readString(source: string, start: number): { value: string; length: number } {
  const quote = source[start];
  let value = '';
  for (let i = start + 1; i < source.length; i++) {
    const char = source[i] as string;
    if (char === quote) return { value, length: i - start + 1 };
    if (char === '\\') {
      const next = source[i + 1];
      // A backslash that ends the text leaves the string open.
      if (next === undefined) break;
      if (next !== quote && next !== '\\') throw new FormulaError('unknown_escape', { found: next }, i + 1);
      value += next;
      i++;
      continue;
    }
    value += char;
  }
  throw new FormulaError('unterminated_string', {}, start + 1);
}
