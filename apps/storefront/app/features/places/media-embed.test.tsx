import { renderToString } from 'react-dom/server';
import { TextsProvider } from '#app/i18n/texts-context.tsx';
import { describe, expect, it } from 'vitest';
import sv from './messages/sv-SE.json' with { type: 'json' };
import { embedSource } from './embed-url.ts';
import { MediaEmbed } from './media-embed.tsx';

function render(url: string, provider: 'spotify' | 'youtube') {
  const source = embedSource(provider, url)!;
  return renderToString(
    <TextsProvider locale="sv-SE" messages={sv}>
      <MediaEmbed source={source} artist="Norrsken" />
    </TextsProvider>,
  );
}

describe('MediaEmbed', () => {
  it('renders no player, only a consent button and a link to the service, until the visitor asks', () => {
    const html = render('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie.com');
    expect(html).toContain('Visa spelaren från YouTube');
    expect(html).toContain('Spelaren hämtas från YouTube, som då kan spara cookies i din webbläsare.');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('names the service and artist for the Spotify player', () => {
    const html = render('https://open.spotify.com/artist/0TnOYISbd1XYRBk9myaseg', 'spotify');
    expect(html).toContain('Visa spelaren från Spotify');
    expect(html).toContain('Spotify: Norrsken');
    expect(html).not.toContain('<iframe');
  });
});
