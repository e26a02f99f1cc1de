import { describe, expect, it } from 'vitest';
import { embedSource } from './embed-url.ts';

describe('embedSource', () => {
  it('turns Spotify share and embed links into the embed player URL', () => {
    const expected = { provider: 'spotify', embedUrl: 'https://open.spotify.com/embed/artist/0TnOYISbd1XYRBk9myaseg', openUrl: 'https://open.spotify.com/artist/0TnOYISbd1XYRBk9myaseg' };
    expect(embedSource('spotify', 'https://open.spotify.com/artist/0TnOYISbd1XYRBk9myaseg?si=abc')).toEqual(expected);
    expect(embedSource('spotify', 'https://open.spotify.com/embed/artist/0TnOYISbd1XYRBk9myaseg')).toEqual(expected);
    expect(embedSource('spotify', 'https://open.spotify.com/intl-sv/artist/0TnOYISbd1XYRBk9myaseg')).toEqual(expected);
    expect(embedSource('spotify', 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M')?.embedUrl).toBe('https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M');
  });

  it('uses the privacy-enhanced YouTube host for every YouTube link form', () => {
    const expected = { provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', openUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(embedSource('youtube', url), url).toEqual(expected);
    }
  });

  it('refuses other hosts, plain http, script URLs, malformed ids and the other service', () => {
    for (const [provider, url] of [
      ['spotify', 'https://evil.example/artist/0TnOYISbd1XYRBk9myaseg'],
      ['spotify', 'http://open.spotify.com/artist/0TnOYISbd1XYRBk9myaseg'],
      ['spotify', 'https://open.spotify.com/user/0TnOYISbd1XYRBk9myaseg'],
      ['spotify', 'https://open.spotify.com/artist/../../x'],
      ['spotify', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['youtube', 'javascript:alert(1)'],
      ['youtube', 'https://youtube.com.evil.example/embed/dQw4w9WgXcQ'],
      ['youtube', 'https://www.youtube.com/watch?v=short'],
      ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ"onload="x'],
      ['youtube', 'not a url'],
    ] as const) {
      expect(embedSource(provider, url), url).toBeNull();
    }
  });
});
