/**
 * URL slug: lower case ASCII, diacritics folded (å→a, ö→o, ß→ss), any other
 * run of characters collapsed to a single dash, no leading or trailing dash.
 */
export function slugify(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, '-and-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A product link's slug: the url_key when configured to use it, otherwise the slugified name, a dash and the id. */
export function productSlug(product: { url_key?: string | null; name: string; id: number }, useUrlKeys: boolean): string {
  if (useUrlKeys && product.url_key) return product.url_key;
  return `${slugify(product.name)}-${product.id}`;
}

/**
 * A venue's stable key in URLs (its /venue/ page, the listing's venue filter): the url_key,
 * or the slugified name for a venue stored without one.
 */
export function venueSlug(venue: { url_key?: string | null; name: string }): string {
  return venue.url_key || slugify(venue.name);
}
