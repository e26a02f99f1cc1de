/**
 * Spotify and YouTube players for artist pages. Only URLs of these two
 * services are accepted, and they are rewritten to their embed form (YouTube's
 * privacy-enhanced youtube-nocookie.com host), so a catalogue value can never
 * frame another site. The player itself loads only after the visitor asks.
 */
export type EmbedProvider = 'spotify' | 'youtube';

export interface EmbedSource {
  provider: EmbedProvider;
  /** iframe src, loaded on request. */
  embedUrl: string;
  /** Link to the service itself for visitors who do not load the player. */
  openUrl: string;
}

const SPOTIFY_TYPES = new Set(['artist', 'album', 'track', 'playlist', 'show', 'episode']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(url: string): URL | null {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

function spotify(u: URL): EmbedSource | null {
  if (u.hostname !== 'open.spotify.com') return null;
  const parts = u.pathname.split('/').filter(Boolean);
  if (parts[0] === 'embed') parts.shift();
  // Localised share links look like /intl-sv/artist/{id}.
  if (parts[0]?.startsWith('intl-')) parts.shift();
  const [type, id] = parts;
  if (!type || !id || parts.length !== 2 || !SPOTIFY_TYPES.has(type) || !/^[A-Za-z0-9]{10,40}$/.test(id)) return null;
  return { provider: 'spotify', embedUrl: `https://open.spotify.com/embed/${type}/${id}`, openUrl: `https://open.spotify.com/${type}/${id}` };
}

function youtube(u: URL): EmbedSource | null {
  const host = u.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  const parts = u.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0]! : null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch' && parts.length === 1) id = u.searchParams.get('v');
    else if ((parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') && parts.length === 2) id = parts[1]!;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}`, openUrl: `https://www.youtube.com/watch?v=${id}` };
}

/** The embed for a catalogue URL of the given service, or null when it is not a recognised link of that service. */
export function embedSource(provider: EmbedProvider, url: string): EmbedSource | null {
  const u = parse(url);
  if (!u) return null;
  return provider === 'spotify' ? spotify(u) : youtube(u);
}
