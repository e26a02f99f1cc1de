import type { PromotedBanner, PromotedBanners as Banners } from '@encore/contracts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { bannerImageUrl } from './banners.ts';
import type { HomeContent } from './cms.server.ts';

function Banner({ banner, size, eager = false }: { banner: PromotedBanner; size: 'large' | 'wide' | 'small'; eager?: boolean }) {
  const t = useT();
  const className = `banner banner--${size} banner--${banner.tone ?? 'night'}`;
  const body = (
    <>
      {/* The lead banner is the largest thing in the first screen: its image goes ahead of the scripts. */}
      {banner.image && <img className="banner__image" src={bannerImageUrl(banner.image)} alt="" width={600} height={744} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />}
      <span className="banner__body">
        <span className="banner__title" role="heading" aria-level={2}>
          {banner.title}
        </span>
        {banner.text && <span className="banner__text"> {banner.text}</span>}
        <span className="banner__cta" aria-hidden="true">
          {' '}
          {t('cms.banners.cta')} →
        </span>
      </span>
    </>
  );
  return banner.link.startsWith('/') ? (
    <Link to={banner.link} className={className}>
      {body}
    </Link>
  ) : (
    <a href={banner.link} className={className} rel="noopener noreferrer">
      {body}
    </a>
  );
}

/** The home page's CMS parts: the intro block and the promoted banners (mainBanners, smallBanners, productBanners, headImage) from configuration. */
export function HomeCmsContent({ content }: { content: HomeContent }) {
  return (
    <>
      {content.intro && <div className="container cms-content home-intro" dangerouslySetInnerHTML={{ __html: content.intro.html }} />}
      <PromotedBanners banners={content.banners} />
    </>
  );
}

export function PromotedBanners({ banners }: { banners: Banners }) {
  const t = useT();
  const { headImage, mainBanners, smallBanners, productBanners } = banners;
  if (!headImage && !mainBanners.length && !smallBanners.length && !productBanners.length) return null;
  return (
    <section className="banners container" aria-label={t('cms.banners.label')}>
      {headImage && <Banner banner={headImage} size="large" eager />}
      {mainBanners.length > 0 && (
        <div className="banners__row banners__row--main">
          {mainBanners.map((b) => (
            <Banner key={b.title} banner={b} size="wide" />
          ))}
        </div>
      )}
      {smallBanners.length > 0 && (
        <div className="banners__row banners__row--small">
          {smallBanners.map((b) => (
            <Banner key={b.title} banner={b} size="small" />
          ))}
        </div>
      )}
      {productBanners.map((b) => (
        <Banner key={b.title} banner={b} size="wide" />
      ))}
    </section>
  );
}
