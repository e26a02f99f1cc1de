import { existsSync, readFileSync } from 'node:fs';
import type { ShopStyles } from '#app/lib/inline-styles.tsx';
import shopCss from './shop.css?url';

// The client build lies beside the server build; where exactly depends on which server chunk this code ends up in.
const CANDIDATES = ['../client', '../../client'];

let styles: ShopStyles | undefined;

/** The built style sheet's text, or undefined in development, where Vite serves the sheet and nothing is built to read. */
function builtSheet(): string | undefined {
  for (const candidate of CANDIDATES) {
    const file = new URL(`${candidate}${shopCss}`, import.meta.url);
    if (shopCss.startsWith('/assets/') && existsSync(file)) return readFileSync(file, 'utf8');
  }
  return undefined;
}

/**
 * The sheet for the page's head, read and made safe for a style element once: its text, or its address
 * should the built file be missing. A style element's text ends only at '</style'; the shop's own sheet
 * never has it, but it is kept so.
 */
export function shopStyles(): ShopStyles {
  if (!styles) {
    const css = builtSheet();
    styles = css === undefined ? { href: shopCss } : { css: css.replaceAll('</style', '<\\/style') };
  }
  return styles;
}
