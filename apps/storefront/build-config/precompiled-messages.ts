import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A locale's message file, shared (i18n/messages/) or a feature's own (features/x/messages/). */
const MESSAGE_FILE = /[\\/]messages[\\/][a-z]{2}-[A-Z]{2}\.json$/;

/**
 * The message catalogues as formatjs syntax trees, worked out when the shop is built instead of in every
 * browser and on every server-rendered page (formatjs's "pre-compiled messages"). With every message
 * compiled, the build takes formatjs's parser-free build of its ICU parser
 * (`@formatjs/icu-messageformat-parser/no-parser.js`, see vite.config.ts): the parser is most of the
 * formatter's weight. Tests and `vite dev` keep the texts as written.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'encore:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!MESSAGE_FILE.test(id.split('?')[0]!)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
