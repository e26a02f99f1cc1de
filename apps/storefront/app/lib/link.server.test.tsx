import { renderToString } from 'react-dom/server';
import { Link as RouterLink, RouterProvider, createMemoryRouter, type To } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ComponentProps, ReactNode } from 'react';
import { Link, serverAnchor } from './link.tsx';

/** Renders `node` on the server (no document here) inside a data router at `url`, with the root's store view. */
function renderAt(url: string, urlPrefix: string, node: ReactNode): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ id: 'page', path: '*', element: node }] }],
    { initialEntries: [url], hydrationData: { loaderData: { root: { storeView: { storeCode: urlPrefix ? `store_${urlPrefix}` : 'default', urlPrefix } } } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

type Props = Omit<ComponentProps<typeof RouterLink>, 'to'>;

const CASES: Array<[To, Props]> = [
  ['/c/konserter', {}],
  ['/c/konserter?sort=date:asc&page=2', { className: 'facet' }],
  ['/c/konserter?', {}],
  ['/c/konserter#top', { id: 'x' }],
  ['/p/KON-1/elias-frost-trio', { prefetch: 'intent', className: 'event-card__link' }],
  ['/c/a/../b/./c', { 'aria-label': 'Konserter' }],
  ['/c//x', {}],
  ['/c/x/', { target: '_blank', rel: 'noopener' }],
  ['/', { replace: true, state: { from: 'here' }, preventScrollReset: true, viewTransition: true }],
  ['/search?q=%C3%A5ke%20&x=1', { reloadDocument: true }],
  ['/cart', { onClick: () => undefined, title: 'Varukorg' }],
  ['/.well-known/x', {}],
  ['/c/x?#top', {}],
  ['/c/x#', {}],
  ['/c\\x', {}],
  ['/c/x/..', {}],
  ['/c/x/.', {}],
  ['/c/x//', {}],
];

describe('links to app paths written on the server', () => {
  it.each(['', 'de'])("write the anchor the router's own link writes (store prefix '%s')", (urlPrefix) => {
    const prefixed = (to: To) => (urlPrefix && typeof to === 'string' ? (to === '/' ? `/${urlPrefix}` : `/${urlPrefix}${to}`) : to);
    for (const [to, props] of CASES) {
      const ours = renderAt('/c/konserter', urlPrefix, <Link to={to} {...props}>Länk</Link>);
      const router = renderAt('/c/konserter', urlPrefix, <RouterLink to={prefixed(to)} {...props}>Länk</RouterLink>);
      // Written by the shortcut, not handed on to the router's link.
      expect(serverAnchor(prefixed(to), props)).toBeDefined();
      expect(ours).toBe(router);
      expect(ours).toContain('data-discover="true"');
    }
  });

  it('leave relative paths, objects, outside addresses and prefetch on render to the router, with the same result', () => {
    const others: Array<[To, Props]> = [
      ['?sort=price', {}],
      ['../teater', {}],
      [{ pathname: '/c/teater', search: '?page=3' }, {}],
      ['https://example.com/x', {}],
      ['//cdn.example.com/x', {}],
      ['/c/teater', { discover: 'none' }],
    ];
    for (const [to, props] of others) {
      expect(serverAnchor(to, props)).toBeUndefined();
      expect(renderAt('/c/konserter/rock', '', <Link to={to} {...props}>Länk</Link>)).toBe(renderAt('/c/konserter/rock', '', <RouterLink to={to} {...props}>Länk</RouterLink>));
    }
  });
});
