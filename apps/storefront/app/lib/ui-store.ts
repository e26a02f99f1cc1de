import { NOTIFICATION_LIFETIME_MS } from '@encore/contracts';
import { create } from 'zustand';

/** Client-only UI state (never the cart itself: the server cart is the source of truth). */
export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

export interface UiNotification {
  id: number;
  kind: NotificationKind;
  message: string;
  /** Offer the 'Proceed to checkout' action. */
  checkoutAction?: boolean;
  /** A notification without timeout: it stays until dismissed. */
  noTimeout?: boolean;
}

/** Microcart edit mode: the line being changed (its product, quantity and selected options). */
export interface MicrocartEdit {
  productId: number;
  qty: number;
  selectedOptions: Record<string, string>;
}

/** Which form the sign-in element shows (sign in by default). */
export type AuthMode = 'login' | 'register' | 'forgot';

interface UiState {
  microcartOpen: boolean;
  /** The sign-in element as a dialog: open on this form, or closed. */
  authDialog: AuthMode | null;
  openAuth: (mode?: AuthMode) => void;
  closeAuth: () => void;
  notifications: UiNotification[];
  editing: MicrocartEdit | null;
  startEdit: (edit: MicrocartEdit) => void;
  updateEdit: (patch: Partial<MicrocartEdit>) => void;
  stopEdit: () => void;
  openMicrocart: () => void;
  closeMicrocart: () => void;
  notify: (n: Omit<UiNotification, 'id'>) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Appends a notification unless it repeats the last one: the same message twice in a row is shown once. */
export function appendNotification(list: UiNotification[], n: Omit<UiNotification, 'id'>, id: number): UiNotification[] {
  const last = list[list.length - 1];
  if (last && last.message === n.message && last.kind === n.kind) return list;
  return [...list, { ...n, id }].slice(-3);
}

export const useUiStore = create<UiState>()((set) => ({
  microcartOpen: false,
  authDialog: null,
  openAuth: (mode = 'login') => set({ authDialog: mode, microcartOpen: false }),
  closeAuth: () => set({ authDialog: null }),
  notifications: [],
  editing: null,
  startEdit: (edit) => set({ editing: edit }),
  updateEdit: (patch) => set((s) => (s.editing ? { editing: { ...s.editing, ...patch } } : {})),
  stopEdit: () => set({ editing: null }),
  openMicrocart: () => set({ microcartOpen: true }),
  closeMicrocart: () => set({ microcartOpen: false, editing: null }),
  notify: (n) => {
    const id = nextId++;
    set((s) => ({ notifications: appendNotification(s.notifications, n, id) }));
    if (typeof window !== 'undefined' && !n.noTimeout) {
      window.setTimeout(() => set((s) => ({ notifications: s.notifications.filter((x) => x.id !== id) })), NOTIFICATION_LIFETIME_MS);
    }
  },
  dismiss: (id) => set((s) => ({ notifications: s.notifications.filter((x) => x.id !== id) })),
}));
