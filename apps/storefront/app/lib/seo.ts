/**
 * Page SEO: loaders build a `Seo` (translated on the server, absolute URLs
 * from PUBLIC_URL via features/seo/seo.server.ts), route `meta` turns it into
 * tags with `seoMeta` / `pageSeo`. Safe for the browser bundle.
 */
export interface SeoAlternate {
  storeCode: string;
  /** BCP 47 language tag, or 'x-default'. */
  hrefLang: string;
  /** Absolute URL of the counterpart page. */
  href: string;
  /** App path of the counterpart including the store prefix ('/de/c/konzerte'), for in-app store switching. */
  path: string;
}

export interface Seo {
  title: string;
  description?: string;
  /** Absolute canonical URL. */
  canonical?: string;
  /** The same page in every store view that has it (hreflang); includes this store and x-default. */
  alternates?: SeoAlternate[];
  noindex?: boolean;
  /** schema.org objects rendered as application/ld+json. */
  jsonLd?: Array<Record<string, unknown>>;
}

type MetaTag = Record<string, unknown>;

export function seoMeta(seo: Seo | undefined): MetaTag[] {
  if (!seo) return [{ title: 'Encore' }];
  const tags: MetaTag[] = [{ title: seo.title }, { property: 'og:title', content: seo.title }, { property: 'og:type', content: 'website' }];
  if (seo.description) tags.push({ name: 'description', content: seo.description }, { property: 'og:description', content: seo.description });
  if (seo.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: seo.canonical }, { property: 'og:url', content: seo.canonical });
  for (const alt of seo.alternates ?? []) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alt.hrefLang, href: alt.href });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const data of seo.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

/**
 * A page search engines must not list (checkout, account, sign-in): exactly one robots tag, whether or
 * not the loader's SEO already asked for it (two tags with one key upset React).
 */
export function privatePageMeta(seo: Seo | undefined): MetaTag[] {
  return seo ? seoMeta({ ...seo, noindex: true }) : [...seoMeta(undefined), { name: 'robots', content: 'noindex' }];
}

/** The helper routes call from `meta`: `export const meta = ({ data }) => pageSeo(data?.seo)`. */
export const pageSeo = seoMeta;
