import type { PromotedBanner, PromotedBanners } from '@encore/contracts';

type Words = Pick<PromotedBanner, 'title' | 'text'>;

/** One store's words for the home page's promoted banners, and that store's addresses of the demo categories they open. */
export interface BannerTexts {
  links: { concerts: string; theatre: string; standUp: string; sport: string };
  head: Words;
  concerts: Words;
  theatre: Words;
  standUp: Words;
  giftCard: Words;
  sale: Words;
  sport: Words;
}

/**
 * The home page's promoted banners of one store. Every store promotes the same
 * things with the same artwork (media keys of the demo category images) and
 * tones; only the words and the store-relative links are its own.
 */
export function storeBanners({ links, ...words }: BannerTexts): PromotedBanners {
  return {
    headImage: { ...words.head, link: links.concerts, image: 'categories/konserter', tone: 'night' },
    mainBanners: [
      { ...words.concerts, link: links.concerts, image: 'categories/konserter', tone: 'night' },
      { ...words.theatre, link: links.theatre, image: 'categories/teater', tone: 'wine' },
    ],
    smallBanners: [
      { ...words.standUp, link: links.standUp, image: 'categories/sta-upp', tone: 'sun' },
      { ...words.giftCard, link: '/gift-card', tone: 'mint' },
      { ...words.sale, link: '/sale', tone: 'coral' },
    ],
    productBanners: [{ ...words.sport, link: links.sport, image: 'categories/sport', tone: 'grass' }],
  };
}
