import { useState } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import type { EmbedSource } from './embed-url.ts';

const NAMES = { spotify: 'Spotify', youtube: 'YouTube' } as const;

/**
 * Click-to-load player: nothing is requested from Spotify or YouTube (no
 * cookies, no tracking) until the visitor presses the button. Without
 * JavaScript the link to the service still works.
 */
export function MediaEmbed({ source, artist }: { source: EmbedSource; artist: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  const service = NAMES[source.provider];
  const title = t('places.embed.title', { service, artist });
  return (
    <figure className={`media-embed media-embed--${source.provider}`}>
      {loaded ? (
        <iframe
          className="media-embed__frame"
          src={source.embedUrl}
          title={title}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
        />
      ) : (
        <div className="media-embed__consent">
          <p className="media-embed__notice">{t('places.embed.notice', { service })}</p>
          <button type="button" className="button button--primary" onClick={() => setLoaded(true)}>
            {t('places.embed.load', { service })}
          </button>
          <a className="media-embed__open" href={source.openUrl} target="_blank" rel="noopener noreferrer">
            {t('places.embed.open', { service })}
          </a>
        </div>
      )}
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
