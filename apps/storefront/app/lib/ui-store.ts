import { create } from 'zustand';

/** Client-only UI state (never the cart itself: the server cart is the source of truth). */
export type NotificationKind = 'success' | 'error' | 'info';

export interface UiNotification {
  id: number;
  kind: NotificationKind;
  message: string;
  /** Offer the spec's 'Proceed to checkout' action. */
  checkoutAction?: boolean;
}

export const NOTIFICATION_TTL_MS = 5000;

interface UiState {
  microcartOpen: boolean;
  notifications: UiNotification[];
  openMicrocart: () => void;
  closeMicrocart: () => void;
  notify: (n: Omit<UiNotification, 'id'>) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Appends a notification unless it repeats the last one (spec: identical consecutive messages are not added). */
export function appendNotification(list: UiNotification[], n: Omit<UiNotification, 'id'>, id: number): UiNotification[] {
  const last = list[list.length - 1];
  if (last && last.message === n.message && last.kind === n.kind) return list;
  return [...list, { ...n, id }].slice(-3);
}

export const useUiStore = create<UiState>()((set) => ({
  microcartOpen: false,
  notifications: [],
  openMicrocart: () => set({ microcartOpen: true }),
  closeMicrocart: () => set({ microcartOpen: false }),
  notify: (n) => {
    const id = nextId++;
    set((s) => ({ notifications: appendNotification(s.notifications, n, id) }));
    if (typeof window !== 'undefined') {
      window.setTimeout(() => set((s) => ({ notifications: s.notifications.filter((x) => x.id !== id) })), NOTIFICATION_TTL_MS);
    }
  },
  dismiss: (id) => set((s) => ({ notifications: s.notifications.filter((x) => x.id !== id) })),
}));
