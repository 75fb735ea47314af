import { FormulaError, type FormulaExpectation } from './formula-error';
import { type Token, tokenize } from './lexer';

export type Node =
  | { type: 'literal'; value: number | string | boolean; column: number }
  | { type: 'variable'; name: string; column: number }
  | { type: 'unary'; operator: '-' | 'not'; operand: Node; column: number }
  | { type: 'binary'; operator: string; left: Node; right: Node; column: number }
  | { type: 'call'; name: string; args: Node[]; column: number };

export const MAX_FORMULA_LENGTH = 1000;
export const MAX_NODES = 400;
export const MAX_DEPTH = 40;

const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '!=']);
const KEYWORDS = new Set(['and', 'or', 'not', 'true', 'false']);

/**
 * Parses the pick-formula language into a tree. Precedence, loosest first:
 * `or`, `and`, `not`, comparisons (non-associative), `+ -`, `* / %`, unary minus, primaries.
 */
export function parseFormula(source: string): Node {
  if (source.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError('formula_too_long', { max: MAX_FORMULA_LENGTH }, MAX_FORMULA_LENGTH + 1);
  }
  const parser = new Parser(tokenize(source));
  const node = parser.expression(0);
  parser.expectEnd();
  return node;
}

class Parser {
  private position = 0;
  private nodes = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.position] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.position++;
    return token;
  }

  private isWord(word: string): boolean {
    const token = this.peek();
    return token.kind === 'identifier' && token.text === word;
  }

  private make<T extends Node>(node: T, depth: number): T {
    this.nodes++;
    if (this.nodes > MAX_NODES) throw new FormulaError('too_many_parts', { max: MAX_NODES }, node.column);
    if (depth > MAX_DEPTH) throw new FormulaError('too_deep', { max: MAX_DEPTH }, node.column);
    return node;
  }

  /** The refusal of `token` where `expected` was due: the end of the text, or the token itself. */
  private unexpected(token: Token, expected: FormulaExpectation): FormulaError {
    return token.kind === 'end'
      ? new FormulaError('unexpected_end', { expected }, token.column)
      : new FormulaError('unexpected_token', { found: token.text, expected }, token.column);
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.kind !== 'end') throw this.unexpected(token, 'operator');
  }

  expression(depth: number): Node {
    let left = this.conjunction(depth + 1);
    while (this.isWord('or')) {
      const { column } = this.next();
      left = this.make(
        { type: 'binary', operator: 'or', left, right: this.conjunction(depth + 1), column },
        depth,
      );
    }
    return left;
  }

  private conjunction(depth: number): Node {
    let left = this.negation(depth + 1);
    while (this.isWord('and')) {
      const { column } = this.next();
      left = this.make(
        { type: 'binary', operator: 'and', left, right: this.negation(depth + 1), column },
        depth,
      );
    }
    return left;
  }

  private negation(depth: number): Node {
    if (this.isWord('not')) {
      const { column } = this.next();
      return this.make({ type: 'unary', operator: 'not', operand: this.negation(depth + 1), column }, depth);
    }
    return this.comparison(depth + 1);
  }

  private comparison(depth: number): Node {
    const left = this.additive(depth + 1);
    const token = this.peek();
    if (token.kind !== 'operator' || !COMPARISONS.has(token.text)) return left;
    this.next();
    const right = this.additive(depth + 1);
    const after = this.peek();
    if (after.kind === 'operator' && COMPARISONS.has(after.text)) {
      throw new FormulaError('chained_comparison', { operator: after.text }, after.column);
    }
    return this.make({ type: 'binary', operator: token.text, left, right, column: token.column }, depth);
  }

  private additive(depth: number): Node {
    let left = this.multiplicative(depth + 1);
    for (
      let token = this.peek();
      token.kind === 'operator' && (token.text === '+' || token.text === '-');
      token = this.peek()
    ) {
      this.next();
      const right = this.multiplicative(depth + 1);
      left = this.make({ type: 'binary', operator: token.text, left, right, column: token.column }, depth);
    }
    return left;
  }

  private multiplicative(depth: number): Node {
    let left = this.unary(depth + 1);
    for (
      let token = this.peek();
      token.kind === 'operator' && ['*', '/', '%'].includes(token.text);
      token = this.peek()
    ) {
      this.next();
      const right = this.unary(depth + 1);
      left = this.make({ type: 'binary', operator: token.text, left, right, column: token.column }, depth);
    }
    return left;
  }

  private unary(depth: number): Node {
    const token = this.peek();
    if (token.kind === 'operator' && token.text === '-') {
      this.next();
      return this.make(
        { type: 'unary', operator: '-', operand: this.unary(depth + 1), column: token.column },
        depth,
      );
    }
    return this.primary(depth + 1);
  }

  private primary(depth: number): Node {
    const token = this.next();
    if (token.kind === 'number' || token.kind === 'string') {
      return this.make(
        { type: 'literal', value: token.value as number | string, column: token.column },
        depth,
      );
    }
    if (token.kind === 'paren' && token.text === '(') {
      const inner = this.expression(depth + 1);
      const close = this.next();
      if (close.kind !== 'paren' || close.text !== ')') throw this.unexpected(close, 'close_paren');
      return inner;
    }
    if (token.kind === 'identifier') {
      if (token.text === 'true' || token.text === 'false') {
        return this.make({ type: 'literal', value: token.text === 'true', column: token.column }, depth);
      }
      if (KEYWORDS.has(token.text)) throw this.unexpected(token, 'value');
      if (this.peek().kind === 'paren' && this.peek().text === '(') return this.call(token, depth);
      return this.make({ type: 'variable', name: token.text, column: token.column }, depth);
    }
    throw this.unexpected(token, 'value');
  }

  private call(name: Token, depth: number): Node {
    this.next();
    const args: Node[] = [];
    if (!(this.peek().kind === 'paren' && this.peek().text === ')')) {
      for (;;) {
        args.push(this.expression(depth + 1));
        if (this.peek().kind !== 'comma') break;
        this.next();
      }
    }
    const close = this.next();
    if (close.kind !== 'paren' || close.text !== ')') throw this.unexpected(close, 'close_paren_or_comma');
    return this.make({ type: 'call', name: name.text, args, column: name.column }, depth);
  }
}
