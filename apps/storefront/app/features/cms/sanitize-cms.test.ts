import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize-cms.server.ts';

describe('sanitizeCmsHtml', () => {
  it('removes scripts, styles, frames, forms and event handlers but keeps their harmless text', () => {
    const html = '<p onclick="steal()">Hej<script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe><form><input name="a"></form><img src="x" onerror="alert(1)">';
    const out = sanitizeCmsHtml(html);
    expect(out).toBe('<p>Hej</p><img src="x" loading="lazy" />');
  });

  it('drops javascript: and data: links and protocol-relative addresses', () => {
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeCmsHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeCmsHtml('<img src="//evil.example/x.png" alt="a">')).toBe('<img alt="a" loading="lazy" />');
  });

  it('keeps headings, lists, emphasis, mail links and images', () => {
    const html = '<h2>Rubrik</h2><ul><li><strong>A</strong></li></ul><a href="mailto:hej@encore.example">mejl</a><img src="https://cdn.example/a.webp" alt="Affisch">';
    expect(sanitizeCmsHtml(html)).toBe('<h2>Rubrik</h2><ul><li><strong>A</strong></li></ul><a href="mailto:hej@encore.example">mejl</a><img src="https://cdn.example/a.webp" alt="Affisch" loading="lazy" />');
  });

  it('turns content h1 into h2 (the page title is the only h1)', () => {
    expect(sanitizeCmsHtml('<h1 class="big">Titel</h1>')).toBe('<h2>Titel</h2>');
  });

  it('prefixes shop links with the store and opens other sites in a new tab without opener', () => {
    expect(sanitizeCmsHtml('<a href="/returns">Åter</a>', 'de')).toBe('<a href="/de/returns">Åter</a>');
    expect(sanitizeCmsHtml('<a href="/returns">Åter</a>')).toBe('<a href="/returns">Åter</a>');
    expect(sanitizeCmsHtml('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>');
  });
});
