import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import routes from '../../apps/storefront/app/routes.ts';

const APP_DIR = join(import.meta.dirname, '../../apps/storefront/app');

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** A route whose module exports an action: its URL pattern (`:store?/cart`) and module file. */
export interface ActionRoute {
  pattern: string;
  file: string;
}

const exportsAction = (file: string) => /^export\s+(async\s+)?function\s+action\b|^export\s+(const|let)\s+action\b/m.test(readFileSync(join(APP_DIR, file), 'utf8'));

/** Every route of the storefront's route config whose module exports an action, read from the config itself. */
export function actionRoutes(): ActionRoute[] {
  const found: ActionRoute[] = [];
  const walk = (entries: readonly RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const pattern = [prefix, entry.path ?? ''].filter(Boolean).join('/');
      if (exportsAction(entry.file)) found.push({ pattern, file: entry.file });
      if (entry.children) walk(entry.children, pattern);
    }
  };
  walk(routes as readonly RouteEntry[], '');
  // A module mounted at several paths is posted to at each of them; the same path twice once.
  return [...new Map(found.map((r) => [r.pattern, r])).values()];
}
