import { FormulaError, type FormulaValueType } from './formula-error';
import { type Node, parseFormula } from './parser';

export type FormulaValue = number | string | boolean;
export type FormulaScope = Readonly<Record<string, FormulaValue>>;

/** The names a pick formula may read: the candidate's numbers and the config values. */
export const FORMULA_VARIABLES = [
  'pModel',
  'pMarketFair',
  'edge',
  'odds',
  'oddsAmerican',
  'agreement',
  'strategies',
  'bookmakers',
  'hoursToStart',
  'lineMove',
  'sport',
  'market',
  'kellyFraction',
  'edgeThreshold',
  'maxStakePercent',
  'minOdds',
  'minProbability',
] as const;

const typeOf = (value: FormulaValue): FormulaValueType => typeof value as FormulaValueType;

const ARITY: Record<string, [number, number]> = { min: [1, 20], max: [1, 20], abs: [1, 1], if: [3, 3] };
export const MAX_STEPS = 5000;

export interface CompiledFormula {
  source: string;
  /** The variables the formula reads, in order of first use. */
  variables: string[];
  evaluate(scope: FormulaScope): FormulaValue;
}

/**
 * Parses a formula and checks every name against `allowed` and every call against the built-ins
 * (`min`, `max`, `abs`, `if`), so an unknown name fails at compile time with its column. Nothing
 * is ever looked up outside the scope object's own properties.
 *
 * @example compileFormula('edge >= edgeThreshold and odds >= minOdds').evaluate(scope) // true
 */
export function compileFormula(
  source: string,
  allowed: readonly string[] = FORMULA_VARIABLES,
): CompiledFormula {
  const tree = parseFormula(source);
  const allowedSet = new Set(allowed);
  const variables: string[] = [];
  const check = (node: Node): void => {
    if (node.type === 'variable') {
      if (!allowedSet.has(node.name))
        throw new FormulaError('unknown_variable', { name: node.name }, node.column);
      if (!variables.includes(node.name)) variables.push(node.name);
    } else if (node.type === 'call') {
      const arity = ARITY[node.name];
      if (!Object.hasOwn(ARITY, node.name) || !arity)
        throw new FormulaError('unknown_function', { name: node.name }, node.column);
      const [min, max] = arity;
      const found = node.args.length;
      if (found < min || found > max) {
        throw min === max
          ? new FormulaError('arity_exact', { name: node.name, expected: min, found }, node.column)
          : new FormulaError('arity_range', { name: node.name, min, max, found }, node.column);
      }
      node.args.forEach(check);
    } else if (node.type === 'unary') {
      check(node.operand);
    } else if (node.type === 'binary') {
      check(node.left);
      check(node.right);
    }
  };
  check(tree);
  return { source, variables, evaluate: (scope) => new Evaluator(scope).run(tree) };
}

class Evaluator {
  private steps = 0;

  constructor(private readonly scope: FormulaScope) {}

  run(node: Node): FormulaValue {
    this.steps++;
    if (this.steps > MAX_STEPS) throw new FormulaError('too_many_steps', { max: MAX_STEPS }, node.column);
    switch (node.type) {
      case 'literal':
        return node.value;
      case 'variable':
        return this.variable(node.name, node.column);
      case 'unary':
        return node.operator === '-' ? -this.number(node.operand) : !this.boolean(node.operand);
      case 'binary':
        return this.binary(node);
      case 'call':
        return this.call(node);
    }
  }

  private variable(name: string, column: number): FormulaValue {
    if (!Object.hasOwn(this.scope, name)) throw new FormulaError('no_value', { name }, column);
    const value: unknown = this.scope[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' || typeof value === 'boolean') return value;
    throw new FormulaError('unusable_value', { name }, column);
  }

  private number(node: Node): number {
    const value = this.run(node);
    if (typeof value !== 'number')
      throw new FormulaError('expected_number', { got: typeOf(value) }, node.column);
    return value;
  }

  private boolean(node: Node): boolean {
    const value = this.run(node);
    if (typeof value !== 'boolean')
      throw new FormulaError('expected_boolean', { got: typeOf(value) }, node.column);
    return value;
  }

  private finite(value: number, column: number): number {
    if (!Number.isFinite(value)) throw new FormulaError('not_finite', {}, column);
    return value;
  }

  private binary(node: Extract<Node, { type: 'binary' }>): FormulaValue {
    const { operator, column } = node;
    if (operator === 'and') return this.boolean(node.left) && this.boolean(node.right);
    if (operator === 'or') return this.boolean(node.left) || this.boolean(node.right);
    if (operator === '==' || operator === '!=') {
      const left = this.run(node.left);
      const right = this.run(node.right);
      if (typeof left !== typeof right)
        throw new FormulaError('cannot_compare', { left: typeOf(left), right: typeOf(right) }, column);
      return operator === '==' ? left === right : left !== right;
    }
    const left = this.number(node.left);
    const right = this.number(node.right);
    switch (operator) {
      case '<':
        return left < right;
      case '<=':
        return left <= right;
      case '>':
        return left > right;
      case '>=':
        return left >= right;
      case '+':
        return this.finite(left + right, column);
      case '-':
        return this.finite(left - right, column);
      case '*':
        return this.finite(left * right, column);
      case '/':
      case '%':
        if (right === 0) throw new FormulaError('division_by_zero', {}, column);
        return this.finite(operator === '/' ? left / right : left % right, column);
      default:
        throw new FormulaError('unknown_operator', { operator }, column);
    }
  }

  private call(node: Extract<Node, { type: 'call' }>): FormulaValue {
    const [first, second, third] = node.args as [Node, Node, Node];
    switch (node.name) {
      case 'if':
        return this.boolean(first) ? this.run(second) : this.run(third);
      case 'abs':
        return Math.abs(this.number(first));
      case 'min':
        return Math.min(...node.args.map((arg) => this.number(arg)));
      case 'max':
        return Math.max(...node.args.map((arg) => this.number(arg)));
      default:
        throw new FormulaError('unknown_function', { name: node.name }, node.column);
    }
  }
}

/**
 * What a formula's result means for a candidate: a boolean filters; a number ranks
 * and a candidate needs a score > 0; anything else is an error.
 *
 * @example formulaVerdict(0.4) // { accepted: true, score: 0.4 }
 */
export function formulaVerdict(value: FormulaValue): { accepted: boolean; score: number | null } {
  if (typeof value === 'boolean') return { accepted: value, score: null };
  if (typeof value === 'number') return { accepted: value > 0, score: value };
  throw new FormulaError('bad_result', { got: typeOf(value) }, 1);
}
