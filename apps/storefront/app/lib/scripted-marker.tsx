import { useHydrated } from './use-hydrated.ts';

/**
 * `js=1` in a form once it runs with scripts: its action then answers expected refusals (a wrong
 * e-mail, a used ticket) with 200 and the reason in the body, so the browser logs no failed request;
 * a plain post keeps the meaningful status.
 */
export function ScriptedMarker() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}
