// Markup compared as the browser writes it: the server-rendered pages' tests (prerendered public pages,
// the dashboard rendered for a session) require a page taken over to end as the page rendered afresh.

/**
 * Markup as the browser serialises it, so both sides are written alike: a style as the browser writes
 * it; a field's value and a list's choice are properties the browser sets (the prerender writes the
 * attributes they start from; the tests compare the values themselves); the prerender's comments mark
 * Suspense boundaries for hydration and render nothing; attributes in one order (an element taken over
 * keeps the order it arrived with); the ids `useId` makes (`_R_<n>_` on the server and in hydration,
 * `_r_<n>_` in the browser) numbered by first appearance, as they count the renders of the whole document.
 */
export function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const comments = document.createTreeWalker(template.content, NodeFilter.SHOW_COMMENT);
  const marks: Node[] = [];
  while (comments.nextNode()) marks.push(comments.currentNode);
  for (const mark of marks) mark.parentNode?.removeChild(mark);
  for (const field of template.content.querySelectorAll('input, textarea')) field.removeAttribute('value');
  for (const option of template.content.querySelectorAll('option')) option.removeAttribute('selected');
  for (const styled of template.content.querySelectorAll<HTMLElement>('[style]')) {
    if (styled.style.cssText) styled.setAttribute('style', styled.style.cssText);
    else styled.removeAttribute('style');
  }
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  const ids = new Map<string, string>();
  return template.innerHTML.replace(/_[Rr]_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id-${ids.size + 1}`);
    return ids.get(id) ?? id;
  });
}

/** The values of a page's fields, as the browser holds them. */
export const valuesOf = (page: Element) =>
  [...page.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')].map(
    (field) => field.value,
  );

/** Where two markups part, with some context: short enough to read in a failure. */
export function difference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  let at = 0;
  while (actual[at] === expected[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
  return `at ${at}:\n  taken over: …${around(actual)}…\n  afresh:     …${around(expected)}…`;
}
