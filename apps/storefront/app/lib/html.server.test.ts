import { describe, expect, it } from 'vitest';
import { htmlParagraphs, htmlText, keepTags } from './html.server.ts';

describe('keepTags', () => {
  it('keeps only the given tags, without attributes, and escapes stray markup characters', () => {
    expect(keepTags('<p class="x" onclick="alert(1)">1 < 2 &amp; <em>3</em></p><span>4</span>', ['p'])).toBe('<p>1 &lt; 2 &amp; 3</p>4');
  });

  it('drops scripts, styles, frames and inline SVG with their content', () => {
    expect(keepTags('a<script>alert(1)</script><style>p{}</style><iframe src="https://x">f</iframe><svg><script>alert(2)</script></svg><template><img src=x onerror=alert(3)></template>b', ['p'])).toBe('ab');
  });
});

describe('htmlText', () => {
  it('is the text of HTML on one line, elements breaking words, entities as characters', () => {
    expect(htmlText('<p>Rock <strong>live</strong></p><p>Tom &amp; Jerry &lt;3 &quot;x&quot;</p>')).toBe('Rock live Tom & Jerry <3 "x"');
    expect(htmlText('<ul><li>a</li><li>b</li></ul><script>alert(1)</script>')).toBe('a b');
    expect(htmlText('')).toBe('');
  });
});

describe('htmlParagraphs', () => {
  it('keeps the text of each paragraph and drops every tag, script and style', () => {
    expect(htmlParagraphs('<p>Första <strong>stycket</strong> &amp; mer.</p><p>Andra<br>raden</p><script>alert(1)</script><p><img src=x onerror=alert(1)></p>')).toEqual([
      'Första stycket & mer.',
      'Andra',
      'raden',
    ]);
    expect(htmlParagraphs('')).toEqual([]);
    expect(htmlParagraphs(null)).toEqual([]);
  });

  it('splits plain text at blank lines and turns escaped markup into its characters, never into tags', () => {
    expect(htmlParagraphs('Ett\n\nTvå &#39;citat&#39; &nbsp;slut')).toEqual(['Ett', "Två 'citat' slut"]);
    expect(htmlParagraphs('&lt;img src=x onerror=alert(1)&gt;')).toEqual(['<img src=x onerror=alert(1)>']);
    expect(htmlParagraphs('<p>Slut</p><img src=x onerror=alert(1)')).toEqual(['Slut']);
  });
});
