import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description.server.ts';

describe('sanitizeDescription', () => {
  it('keeps text structure without attributes and drops scripts, images and links but not their text', () => {
    expect(sanitizeDescription('<p class="x" onclick="alert(1)">Hej <strong>där</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">länk</a>')).toBe(
      '<p>Hej <strong>där</strong></p>länk',
    );
    expect(sanitizeDescription('<h3>Om</h3><ul><li><em>a</em></li><li><b>b</b></li></ul><h2>Stor</h2>')).toBe('<h3>Om</h3><ul><li><em>a</em></li><li><b>b</b></li></ul>Stor');
    expect(sanitizeDescription('1 < 2<br/>')).toBe('1 &lt; 2<br />');
    expect(sanitizeDescription(null)).toBe('');
  });

  // Each of these must leave no element that can run script or load anything.
  it.each([
    ['an unclosed image tag at the end', '<p>Kväll</p><img src=x onerror=alert(1)', '<p>Kväll</p>'],
    ['an unclosed image tag mid-text', 'Före <img src=x onerror=alert(1) efter', 'Före '],
    ['a tag split by another tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['an event handler on an allowed tag', '<p onmouseover="alert(1)" style="x">t</p>', '<p>t</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">klick</a>', 'klick'],
    ['an SVG with a script', '<svg onload=alert(1)><script>alert(1)</script></svg>ok', 'ok'],
    ['a frame and an object', '<iframe src="https://evil.example"></iframe><object data="x.swf">alt</object>ok', 'ok'],
    ['a comment hiding a tag', '<!--><img src=x onerror=alert(1)>-->ok', '--&gt;ok'],
    ['markup inside an attribute', '<p title="</p><img src=x onerror=alert(1)>">t</p>', '<p>t</p>'],
    ['a style with a closing tag inside', '<style></style><img src=x onerror=alert(1)></style>ok', 'ok'],
    ['upper-case tags', '<IMG SRC=x ONERROR=alert(1)><P>t</P>', '<p>t</p>'],
    ['doubled angle brackets', '<<img src=x onerror=alert(1)>>', '&lt;&gt;'],
  ])('%s', (_, html, safe) => {
    const out = sanitizeDescription(html);
    expect(out).toBe(safe);
    expect(out).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|ul|ol|li|h3|h4)\b)[a-z]/i);
    expect(out).not.toMatch(/\son[a-z]+=/i);
  });
});
