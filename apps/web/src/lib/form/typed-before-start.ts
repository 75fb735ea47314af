// A page sent as HTML can be typed into before the app's code has run. The app takes over a page whose
// first render equals what was sent by hydrating it (the fields keep what was typed); any other page
// (a query changes its first render) is rendered afresh, which builds new fields. What was typed into
// those is kept here for the moment of the takeover, and the forms start from it.

const TYPED_KINDS = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

let typed = new Map<string, string>();

/** Notes what the visitor typed into the sent page's forms, by field name; call it just before the takeover. */
export function keepTypedValues(page: ParentNode): void {
  typed = new Map();
  for (const field of page.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input[name], form textarea[name]',
  )) {
    const kind = field instanceof HTMLTextAreaElement ? 'text' : field.type;
    if (!TYPED_KINDS.has(kind) || field.value === '' || field.value === field.defaultValue) continue;
    typed.set(field.name, field.value);
  }
}

/** Drops what was kept (passwords among it) once the taken-over page has rendered its forms. */
export function forgetTypedValues(): void {
  typed = new Map();
}

/**
 * A form's starting values, with what was typed into the sent page's fields of the same names in place
 * of the empty or preset ones; each value is given to one form only.
 */
export function withTypedValues<Values>(defaults: Values): Values {
  if (typed.size === 0 || typeof defaults !== 'object' || defaults === null) return defaults;
  const values = { ...defaults } as Record<string, unknown>;
  for (const [name, current] of Object.entries(values)) {
    const value = typed.get(name);
    if (value === undefined || (current !== undefined && typeof current !== 'string')) continue;
    values[name] = value;
    typed.delete(name);
  }
  return values as Values;
}
