import { useT } from '#app/i18n/use-t.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useCompareStore } from './compare-store.ts';

/** Add or remove an event from the compare list; disabled until the browser's list is readable. */
export function CompareToggle({ sku, name, className = '' }: { sku: string; name: string; className?: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const inList = useCompareStore((s) => s.skus.includes(sku));
  const add = useCompareStore((s) => s.add);
  const remove = useCompareStore((s) => s.remove);
  const active = hydrated && inList;
  return (
    <button
      type="button"
      className={`compare-toggle${active ? ' is-active' : ''} ${className}`.trim()}
      aria-pressed={active}
      disabled={!hydrated}
      aria-label={t(active ? 'compare.removeNamed' : 'compare.addNamed', { name })}
      onClick={() => (inList ? remove(sku) : add(sku))}
    >
      {t(active ? 'compare.remove' : 'compare.add')}
    </button>
  );
}
