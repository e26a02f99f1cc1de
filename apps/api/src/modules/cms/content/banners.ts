import type { PromotedBanners } from '@encore/contracts';

type StoreKey = 'sv' | 'de' | 'it';

/**
 * The home page's promoted banners per store language. Images are media keys
 * of the demo category artwork; links are store-relative paths.
 */
export const BANNERS: Record<StoreKey, PromotedBanners> = {
  sv: {
    headImage: { title: 'Livemusik, teater och sport i hela Sverige', text: 'Säkra dina platser innan de tar slut.', link: '/c/konserter', image: 'categories/konserter', tone: 'night' },
    mainBanners: [
      { title: 'Höstens konserter', text: 'Från klubbspelningar till fulla arenor.', link: '/c/konserter', image: 'categories/konserter', tone: 'night' },
      { title: 'Opera och teater', text: 'Premiärer och klassiker på landets scener.', link: '/c/teater', image: 'categories/teater', tone: 'wine' },
    ],
    smallBanners: [
      { title: 'Stå-upp', text: 'Skratta högt en vardagskväll.', link: '/c/sta-upp', image: 'categories/sta-upp', tone: 'sun' },
      { title: 'Presentkort', text: 'Ge bort en upplevelse.', link: '/gift-card', tone: 'mint' },
      { title: 'Erbjudanden', text: 'Sänkta priser just nu.', link: '/sale', tone: 'coral' },
    ],
    productBanners: [{ title: 'Sport på plats', text: 'Matcher och lopp – känn stämningen.', link: '/c/sport', image: 'categories/sport', tone: 'grass' }],
  },
  de: {
    headImage: { title: 'Livemusik, Theater und Sport', text: 'Sichern Sie sich Ihre Plätze, bevor sie weg sind.', link: '/c/konzerte', image: 'categories/konserter', tone: 'night' },
    mainBanners: [
      { title: 'Konzerte im Herbst', text: 'Vom Clubkonzert bis zur vollen Arena.', link: '/c/konzerte', image: 'categories/konserter', tone: 'night' },
      { title: 'Oper und Theater', text: 'Premieren und Klassiker auf den großen Bühnen.', link: '/c/theater', image: 'categories/teater', tone: 'wine' },
    ],
    smallBanners: [
      { title: 'Stand-up', text: 'Lachen unter der Woche.', link: '/c/stand-up', image: 'categories/sta-upp', tone: 'sun' },
      { title: 'Geschenkgutschein', text: 'Ein Erlebnis verschenken.', link: '/gift-card', tone: 'mint' },
      { title: 'Angebote', text: 'Jetzt reduziert.', link: '/sale', tone: 'coral' },
    ],
    productBanners: [{ title: 'Sport live erleben', text: 'Spiele und Rennen – spüren Sie die Stimmung.', link: '/c/sport', image: 'categories/sport', tone: 'grass' }],
  },
  it: {
    headImage: { title: 'Musica dal vivo, teatro e sport', text: 'Assicurati i posti prima che finiscano.', link: '/c/concerti', image: 'categories/konserter', tone: 'night' },
    mainBanners: [
      { title: 'I concerti d’autunno', text: 'Dai piccoli club alle arene tutto esaurito.', link: '/c/concerti', image: 'categories/konserter', tone: 'night' },
      { title: 'Opera e teatro', text: 'Prime e grandi classici sui palchi più belli.', link: '/c/teatro', image: 'categories/teater', tone: 'wine' },
    ],
    smallBanners: [
      { title: 'Stand-up comedy', text: 'Una risata in mezzo alla settimana.', link: '/c/stand-up', image: 'categories/sta-upp', tone: 'sun' },
      { title: 'Carta regalo', text: 'Regala un’esperienza.', link: '/gift-card', tone: 'mint' },
      { title: 'Offerte', text: 'Prezzi ridotti adesso.', link: '/sale', tone: 'coral' },
    ],
    productBanners: [{ title: 'Lo sport dal vivo', text: 'Partite e gare: vivi l’atmosfera.', link: '/c/sport', image: 'categories/sport', tone: 'grass' }],
  },
};
