import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../build/prerender';

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

describe('fillTemplate', () => {
  it('puts the page in #root with its language and title, and the stylesheet inline', () => {
    const html = fillTemplate(
      template,
      { language: 'en', title: 'Log in · Arcade', html: '<h1>Log in</h1>' },
      { href: '/assets/index-abc.css', text: 'h1{color:red}' },
    );
    expect(html).toContain('<html lang="en" data-prerendered="" class="dark">');
    expect(html).toContain('<title>Log in · Arcade</title>');
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<div id="root"><h1>Log in</h1></div>');
  });

  it('keeps the page as React wrote it, even where it holds a replacement pattern like $&', () => {
    const html = fillTemplate(
      template,
      { language: 'es', title: undefined, html: '<p>$& $1</p>' },
      { href: '/assets/index-abc.css', text: '' },
    );
    expect(html).toContain('<div id="root"><p>$& $1</p></div>');
    expect(html).toContain('<title>Arcade ValueBets</title>');
  });

  it('refuses a template that no longer links the stylesheet or has no empty #root', () => {
    expect(() =>
      fillTemplate(template, { language: 'es', title: undefined, html: '' }, { href: '/x.css', text: '' }),
    ).toThrow(/does not link/);
    expect(() =>
      fillTemplate(
        template.replace('<div id="root"></div>', ''),
        { language: 'es', title: undefined, html: '' },
        { href: '/assets/index-abc.css', text: '' },
      ),
    ).toThrow(/no empty #root/);
  });
});
