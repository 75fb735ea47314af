// `npm run -s backtest -- --sport soccer --strategy auto --data <file|dir>... [--warmup …] --json`
// `--consensus sharp` makes market-inefficiency bet the best price against the sharp book's fair price.
// `--strategy product` runs the product's pick policy with the default configuration (generation's
// code); `--weights walk-forward` fits the model weight on earlier seasons of the data instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BACKTEST_PRODUCT_POLICY, type HistoricalMatch, runWalkForward } from '@arcade/core';
import { StrategySchema } from '@arcade/contracts';
import { z } from 'zod';
import { readHistory } from '../modules/history';

const ArgsSchema = z.object({
  sport: z.enum(['soccer', 'nba', 'nfl', 'nhl', 'mlb']),
  json: z.boolean().optional(),
  strategy: z.union([StrategySchema, z.literal('product')]),
  weights: z.enum(['configured', 'walk-forward']).default('configured'),
  data: z.array(z.string()).min(1, 'give at least one --data file or folder'),
  warmup: z.array(z.string()).default([]),
  odds: z.enum(['closing', 'opening']).default('closing'),
  alpha: z.coerce.number().min(0).max(0.5).default(0.05),
  consensus: z.enum(['average', 'sharp']).default('average'),
  stake: z.enum(['flat', 'kelly']).default('flat'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

function files(paths: string[]): string[] {
  return paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .filter((name) => name.endsWith('.csv'))
          .sort()
          .map((name) => join(path, name))
      : [path],
  );
}

function read(sport: string, paths: string[]): HistoricalMatch[] {
  return files(paths).flatMap((file) => {
    const { matches, skipped } = readHistory(readFileSync(file, 'utf8'), sport, file);
    if (skipped.length > 0) {
      console.error(
        `${file}: skipped ${skipped.length} rows (first: line ${skipped[0]?.line}, ${skipped[0]?.reason})`,
      );
    }
    return matches;
  });
}

const MULTI = new Set(['data', 'warmup']);

/** `--flag value`, `--flag=value`, `--json`, and several values after --data / --warmup. */
function readArgs(argv: string[]): Record<string, string | string[] | boolean> {
  const values: Record<string, string | string[] | boolean> = {};
  let current: string | null = null;
  for (const token of argv) {
    if (token.startsWith('--')) {
      const [name, inline] = token.slice(2).split('=', 2) as [string, string | undefined];
      current = name;
      if (MULTI.has(name)) values[name] = inline === undefined ? [] : [inline];
      else values[name] = inline ?? true;
      if (inline !== undefined && !MULTI.has(name)) current = null;
      continue;
    }
    if (current && MULTI.has(current)) (values[current] as string[]).push(token);
    else if (current && values[current] === true) {
      values[current] = token;
      current = null;
    } else throw new Error(`Unexpected argument '${token}'`);
  }
  return values;
}

function main(): void {
  const values = readArgs(process.argv.slice(2));
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
    process.exit(2);
  }
  const args = parsed.data;
  const sport = args.sport === 'mlb' ? 'baseball' : args.sport;
  const inRange = (match: HistoricalMatch) => {
    const day = match.date.toISOString().slice(0, 10);
    return (!args.from || day >= args.from) && (!args.to || day <= args.to);
  };
  const summary = runWalkForward({
    sport,
    strategy: args.strategy,
    warmup: read(args.sport, args.warmup),
    data: read(args.sport, args.data).filter(inRange),
    odds: args.odds,
    alpha: args.alpha,
    consensus: args.consensus,
    stake: args.stake,
    edgeThreshold: 0.02,
    kellyFraction: 0.25,
    policy: { ...BACKTEST_PRODUCT_POLICY, weights: args.weights },
  });
  console.log(JSON.stringify(summary, null, values.json === true ? 0 : 2));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
