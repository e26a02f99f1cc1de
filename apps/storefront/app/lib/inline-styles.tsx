import { createContext, useContext } from 'react';

/** What the server entry knows of the shop's built style sheet: its text (safe inside a style element), or only its address should the text be missing. */
export type ShopStyles = { css: string } | { href: string };

const InlineStylesContext = createContext<ShopStyles | undefined>(undefined);

export const InlineStylesProvider = InlineStylesContext.Provider;

/**
 * The shop's style sheet written into the server-rendered head, under the request's nonce: the page
 * paints without waiting for a style sheet request. The browser renders nothing here (React leaves
 * the server's element in the head alone), and development links the sheet instead (root.tsx).
 */
export function InlineStyles({ nonce }: { nonce: string }) {
  const styles = useContext(InlineStylesContext);
  if (!styles) return null;
  if ('href' in styles) return <link rel="stylesheet" href={styles.href} />;
  // The text comes safe for a style element (shop-css.server.ts).
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: styles.css }} />;
}
