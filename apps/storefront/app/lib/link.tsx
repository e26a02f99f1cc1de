import { forwardRef, type ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, createPath, parsePath, resolvePath, type To } from 'react-router';
import { localizePath } from './store-path.ts';
import { useStoreView } from './root-data.ts';

/**
 * Store-aware links, the one owner of store prefixes in links: pass app paths ('/c/konserter'); the
 * active store's prefix ('/de') is added here and nowhere else.
 */
function localizeTo(to: To, prefix: string): To {
  if (typeof to === 'string') return localizePath(to, prefix);
  if (to.pathname) return { ...to, pathname: localizePath(to.pathname, prefix) };
  return to;
}

export function useLocalizedPath(): (path: string) => string {
  const { urlPrefix } = useStoreView();
  return (path: string) => localizePath(path, urlPrefix);
}

type LinkProps = ComponentProps<typeof RouterLink>;

/**
 * Server rendering only: the browser's links are the router's own, which handle the clicks. Vite sets
 * the flag when it builds each bundle, so the browser's bundle leaves the shortcut out.
 */
const ON_SERVER = import.meta.env.SSR;

/** An absolute pathname the router leaves as it is: no empty, '.' or '..' segment, no backslash. */
const PLAIN_PATHNAME = /^(?:\/[^/?#.\\][^/?#\\]*)*\/?$/;

/**
 * The href the router's link gives an absolute app path ('/c/x?sort=y'): its pathname resolved as the
 * router resolves it ('.', '..', doubled slashes), a trailing slash kept, '?' or '#' alone dropped.
 */
export function appPathHref(to: string): string {
  const query = to.indexOf('?');
  const pathname = query === -1 ? to : to.slice(0, query);
  // The usual case, a plain path with a query or none, is its own href.
  if (!to.includes('#') && query !== to.length - 1 && PLAIN_PATHNAME.test(pathname)) return to;
  const asked = parsePath(to).pathname ?? '';
  const path = resolvePath(to);
  if (!path.pathname.endsWith('/') && asked !== '/' && asked.endsWith('/')) path.pathname += '/';
  return createPath(path);
}

/**
 * On the server, a link to an absolute app path is written as the anchor the router's link writes
 * (`href` and `data-discover`; handlers do not reach HTML). The router's link works the href out
 * through several hooks that read every route match, which made links about a tenth of rendering a
 * listing page (ADR 0068). Anything else (relative paths, prefetch on render, masks, a discovery
 * setting) is left to the router.
 */
export function serverAnchor(to: To, props: Omit<LinkProps, 'to'>): ComponentProps<'a'> | undefined {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return undefined;
  if (props.prefetch === 'render' || props.mask !== undefined || (props.discover !== undefined && props.discover !== 'render')) return undefined;
  // Copied key by key (a `delete` would turn the object into a slow dictionary); in the router's order,
  // its own attributes after the rest, `target` among them.
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!ROUTER_ONLY_PROPS.has(key)) anchor[key] = props[key as keyof typeof props];
  anchor.href = appPathHref(to);
  anchor.target = props.target;
  return anchor;
}

/** Props the router's link reads itself and does not pass on to its anchor, and `target`, which it places last. */
const ROUTER_ONLY_PROPS: ReadonlySet<string> = new Set(['prefetch', 'discover', 'relative', 'reloadDocument', 'replace', 'mask', 'state', 'preventScrollReset', 'viewTransition', 'defaultShouldRevalidate', 'onClick', 'target']);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const { urlPrefix } = useStoreView();
  const localized = localizeTo(to, urlPrefix);
  const anchor = ON_SERVER ? serverAnchor(localized, rest) : undefined;
  if (anchor) return <a {...anchor} ref={ref} data-discover="true" />;
  return <RouterLink ref={ref} to={localized} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(function NavLink({ to, ...rest }, ref) {
  const { urlPrefix } = useStoreView();
  return <RouterNavLink ref={ref} to={localizeTo(to, urlPrefix)} {...rest} />;
});
