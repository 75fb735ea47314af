import { readFileSync } from 'node:fs';

export type Language = 'es' | 'en';

const localesDir = new URL('../../apps/web/src/locales/', import.meta.url);
const cache = new Map<string, unknown>();

/** A namespace as the web app names it (`labConfig`) is its file in kebab case (`lab-config.json`). */
function namespace(language: Language, name: string): unknown {
  const file = `${language}/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.json`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(new URL(file, localesDir), 'utf8')));
  return cache.get(file);
}

function lookup(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

/**
 * The product's own text for `namespace:key` (i18next's interpolation and _one / _other plurals, tags
 * of <Trans> dropped), so a journey reads the words the interface shows instead of a copy of them.
 */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const tree = namespace(language, ns);
  const plural =
    typeof values.count === 'number' ? new Intl.PluralRules(language).select(values.count) : undefined;
  const found = (plural === undefined ? undefined : lookup(tree, `${path}_${plural}`)) ?? lookup(tree, path);
  if (typeof found !== 'string') throw new Error(`no ${language} text for ${key}`);
  return found
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
    .replace(/<\/?[a-z0-9]+>/gi, '');
}

/** Whether the locale files have this key yet (screens other engineers are finishing may lack it). */
export function hasText(language: Language, key: string): boolean {
  try {
    text(language, key, { count: 2 });
    return true;
  } catch {
    return false;
  }
}

/** A fraction as the interface prints a percent with one decimal (`-25,7 %` in Spanish). */
export function percent(language: Language, fraction: number): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(fraction);
}

/** Collapses every kind of space (Intl puts a no-break space before `%` in Spanish). */
export const squash = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * An amount in the currency's minor units as the interface prints money (`12,99 US$` in Spanish,
 * `$12.99` in English): the currency's own decimals, as the web's formatMinorUnits.
 */
export function money(language: Language, minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
