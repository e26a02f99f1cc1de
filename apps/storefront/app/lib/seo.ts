/** Title and description built by loaders (translated on the server), turned into meta tags by routes. */
export interface Seo {
  title: string;
  description?: string;
  canonicalPath?: string;
}

export function seoMeta(seo: Seo | undefined) {
  if (!seo) return [{ title: 'Encore' }];
  const tags: Array<Record<string, string>> = [{ title: seo.title }, { property: 'og:title', content: seo.title }];
  if (seo.description) tags.push({ name: 'description', content: seo.description }, { property: 'og:description', content: seo.description });
  return tags;
}
