import { ErrorCodeSchema } from '@arcade/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('/src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function keysFor(language: 'es' | 'en'): Set<string> {
  const keys = new Set<string>();
  for (const [path, content] of Object.entries(files)) {
    const match = path.match(/locales\/(\w+)\/([\w-]+)\.json$/);
    if (match?.[1] !== language) continue;
    for (const key of flatten(content)) keys.add(`${match[2]}:${key}`);
  }
  return keys;
}

describe('locale files', () => {
  const es = keysFor('es');
  const en = keysFor('en');

  it('hold translations for both languages', () => {
    expect(es.size).toBeGreaterThan(50);
  });

  it('have exactly the same keys in es and en', () => {
    const missingInEn = [...es].filter((key) => !en.has(key));
    const missingInEs = [...en].filter((key) => !es.has(key));
    expect({ missingInEn, missingInEs }).toEqual({ missingInEn: [], missingInEs: [] });
  });

  it('translate every API error code', () => {
    const missing = ErrorCodeSchema.options.filter((code) => !es.has(`errors:codes.${code}`));
    expect(missing).toEqual([]);
  });

  it('contain no empty strings', () => {
    const empty = Object.entries(files).flatMap(([path, content]) =>
      flatten(content)
        .filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content);
          return value === '';
        })
        .map((key) => `${path}: ${key}`),
    );
    expect(empty).toEqual([]);
  });
});
