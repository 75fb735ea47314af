import { describe, expect, it } from 'vitest';
import { fillPage, inlineStylesheet, scriptSafeJson } from './fill-template';

const template = `<!doctype html>
<html lang="es" class="dark">
  <head>
    <title>Arcade ValueBets</title>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const inlined = inlineStylesheet(template, { href: '/assets/index-abc.css', text: 'h1{color:red}' });

describe('inlineStylesheet and fillPage', () => {
  it('puts the page in #root with its language and title, and the stylesheet inline', () => {
    const html = fillPage(inlined, { language: 'en', title: 'Log in · Arcade', html: '<h1>Log in</h1>' });
    expect(html).toContain('<html lang="en" data-prerendered="" class="dark">');
    expect(html).toContain('<title>Log in · Arcade</title>');
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<div id="root"><h1>Log in</h1></div>');
    expect(html).not.toContain('first-reads');
  });

  it('keeps the page as React wrote it, even where it holds a replacement pattern like $&', () => {
    const html = fillPage(inlined, { language: 'es', title: undefined, html: '<p>$& $1</p>' });
    expect(html).toContain('<div id="root"><p>$& $1</p></div>');
    expect(html).toContain('<title>Arcade ValueBets</title>');
  });

  it('refuses a template that no longer links the stylesheet or has no empty #root', () => {
    expect(() => inlineStylesheet(template, { href: '/x.css', text: '' })).toThrow(/does not link/);
    expect(() =>
      fillPage(inlined.replace('<div id="root"></div>', ''), { language: 'es', title: undefined, html: '' }),
    ).toThrow(/no empty #root/);
  });

  it('carries the first reads: their paths on <html>, their bodies in a JSON element after #root', () => {
    const firstReads = { '/api/auth/me': { user: { name: 'Ana' } }, '/api/kpis': { tiers: [] } };
    const html = fillPage(inlined, { language: 'es', title: 'Panel', html: '<p>x</p>', firstReads });
    expect(html).toContain('<html lang="es" data-prerendered="" data-first-reads="/api/auth/me /api/kpis"');
    const json = /<script type="application\/json" id="first-reads">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(firstReads);
    expect(html.indexOf('id="first-reads"')).toBeGreaterThan(html.indexOf('<div id="root"><p>x</p></div>'));
  });
});

describe('scriptSafeJson', () => {
  it('cannot end its script element nor open a comment, whatever a user typed', () => {
    const typed = { name: '</script><script>alert(1)</script><!-- & > \u2028\u2029' };
    const json = scriptSafeJson(typed);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(typed);
  });
});
