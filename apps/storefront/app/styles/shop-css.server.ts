import { existsSync, readFileSync } from 'node:fs';
import type { ShopStyles } from '#app/lib/inline-styles.tsx';
import shopCss from './shop.css?url';

// The client build lies beside the server build; where exactly depends on which server chunk this code ends up in.
const CANDIDATES = ['../client', '../../client'];

let text: string | null | undefined;

/**
 * The built style sheet's text, read once, for the page's head. Undefined in development, where Vite
 * serves the sheet itself and nothing is built to read.
 */
export function shopCssText(): string | undefined {
  if (text === undefined) {
    text = null;
    for (const candidate of CANDIDATES) {
      const file = new URL(`${candidate}${shopCss}`, import.meta.url);
      if (shopCss.startsWith('/assets/') && existsSync(file)) {
        text = readFileSync(file, 'utf8');
        break;
      }
    }
  }
  return text ?? undefined;
}

/** The sheet for the page's head: its text, or its address should the built file be missing. */
export function shopStyles(): ShopStyles {
  const css = shopCssText();
  return css === undefined ? { href: shopCss } : { css };
}
