import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the catalogue turned into something safe to show, through the
 * shop's one HTML sanitiser (sanitize-html). These run on the server only:
 * pages receive the result, never the sanitiser.
 */

/** Elements whose content is never shown as text: they go with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'];

/** HTML cut to `tags` without any attributes; every other element goes, its text stays (escaped). */
export function keepTags(html: string, tags: readonly string[]): string {
  return sanitizeHtml(html, { allowedTags: [...tags], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT });
}

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Text of sanitised output: the few characters the sanitiser escapes become characters again. */
function unescapeText(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot);/g, (m) => ESCAPED[m]!);
}

/** Harmless structure and text elements: in plain text each one breaks words, as it does on a page. */
const TEXT_STRUCTURE = sanitizeHtml.defaults.allowedTags;

/** Plain text of HTML on one line: elements break words, runs of white space become one space. */
export function htmlText(html: string): string {
  return unescapeText(keepTags(html, TEXT_STRUCTURE).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain-text paragraphs of HTML: a paragraph ends at a closing p, a line break or a blank line; other markup goes. */
export function htmlParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  return keepTags(html, ['p', 'br'])
    .split(/<\/p>|<br \/>|\n{2,}/)
    .map((part) => unescapeText(part.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
