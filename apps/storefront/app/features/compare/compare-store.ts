import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addToCompareList, removeFromCompareList } from './compare-list.ts';

interface CompareState {
  skus: string[];
  add: (sku: string) => void;
  remove: (sku: string) => void;
  clear: () => void;
}

/**
 * The compare list is client state only, persisted in localStorage so it
 * survives reloads; the server never sees it. Components read it after
 * hydration (useHydrated) so server HTML and first client render agree.
 */
export const useCompareStore = create<CompareState>()(
  persist(
    (set) => ({
      skus: [],
      add: (sku) => set((s) => ({ skus: addToCompareList(s.skus, sku) })),
      remove: (sku) => set((s) => ({ skus: removeFromCompareList(s.skus, sku) })),
      clear: () => set({ skus: [] }),
    }),
    { name: 'encore-compare', storage: createJSONStorage(() => localStorage), partialize: (s) => ({ skus: s.skus }) },
  ),
);
