import { forwardRef, type ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type To } from 'react-router';
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

export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link({ to, ...rest }, ref) {
  const { urlPrefix } = useStoreView();
  return <RouterLink ref={ref} to={localizeTo(to, urlPrefix)} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(function NavLink({ to, ...rest }, ref) {
  const { urlPrefix } = useStoreView();
  return <RouterNavLink ref={ref} to={localizeTo(to, urlPrefix)} {...rest} />;
});
