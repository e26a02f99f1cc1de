import { keepTags } from '#app/lib/html.server.ts';

/** The text structure a catalogue description may keep. */
const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4'];

/**
 * Catalogue descriptions are HTML from imports. Before a page shows one it
 * keeps only paragraphs, line breaks, emphasis, lists and small headings, all
 * without attributes; scripts, styles and frames go with their content, any
 * other element goes and leaves its text.
 */
export function sanitizeDescription(html: string | null | undefined): string {
  return html ? keepTags(html, DESCRIPTION_TAGS) : '';
}
