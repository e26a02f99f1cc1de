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

/** Server rendering only: the browser's links are the router's own, which handle the clicks. */
const ON_SERVER = typeof document === 'undefined';

/**
 * The href the router's link gives an absolute app path ('/c/x?sort=y'): its pathname resolved as the
 * router resolves it ('.', '..', doubled slashes), a trailing slash kept, '?' or '#' alone dropped.
 */
export function appPathHref(to: string): string {
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
  const anchor: Record<string, unknown> = { ...props };
  for (const key of ROUTER_ONLY_PROPS) delete anchor[key];
  // In the router's order: its own attributes after the rest, `target` among them.
  delete anchor.target;
  return { ...anchor, href: appPathHref(to), target: props.target };
}

/** Props the router's link reads itself and does not pass on to its anchor. */
const ROUTER_ONLY_PROPS = ['prefetch', 'discover', 'relative', 'reloadDocument', 'replace', 'mask', 'state', 'preventScrollReset', 'viewTransition', 'defaultShouldRevalidate', 'onClick'] as const;

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
