import sanitizeHtml from 'sanitize-html';
import { localizePath } from '#app/lib/store-path.ts';

/**
 * CMS HTML is editor input: before it is rendered it keeps only text
 * structure, links and images (no scripts, styles, event handlers, frames or
 * forms). The page's own h1 is its title, so content h1 become h2; links to
 * shop paths get the store's prefix; links elsewhere open safely.
 */
export function sanitizeCmsHtml(html: string, urlPrefix = ''): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'span', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (href.startsWith('/') && !href.startsWith('//')) return { tagName, attribs: { ...attribs, href: localizePath(href, urlPrefix) } };
        if (/^https?:/i.test(href)) return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } };
        return { tagName, attribs };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}
