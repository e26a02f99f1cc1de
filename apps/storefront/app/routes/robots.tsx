import type { Route } from './+types/robots';
import { renderRobots } from '#app/features/seo/sitemap.ts';
import { alternateStores, publicOrigin } from '#app/features/seo/seo.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  return new Response(renderRobots(publicOrigin(request), alternateStores()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
