import type { SyncTask, TaskStore } from '@encore/domain';

export const SYNC_TASKS_KEY = 'encore:sync-tasks';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Sent tasks are kept for inspection, but only the latest ones, so the stored list cannot grow without end. */
export const MAX_TRANSMITTED_KEPT = 20;

function bounded(tasks: SyncTask[]): SyncTask[] {
  let extra = tasks.filter((t) => t.transmited).length - MAX_TRANSMITTED_KEPT;
  if (extra <= 0) return tasks;
  return tasks.filter((t) => !(t.transmited && extra-- > 0));
}

/** localStorage when the browser allows it (private modes may throw), else nothing. */
function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * The background task queue, persisted in the browser's localStorage so that
 * cart writes made offline survive a reload. A damaged entry reads as an empty queue rather than breaking the page.
 */
export function localTaskStore(storage: KeyValueStorage | null = browserStorage()): TaskStore {
  let memory: SyncTask[] = [];
  return {
    load() {
      if (!storage) return memory;
      try {
        const parsed: unknown = JSON.parse(storage.getItem(SYNC_TASKS_KEY) ?? '[]');
        return Array.isArray(parsed) ? (parsed as SyncTask[]) : [];
      } catch {
        return [];
      }
    },
    save(all) {
      const tasks = bounded(all);
      if (!storage) {
        memory = tasks;
        return;
      }
      try {
        storage.setItem(SYNC_TASKS_KEY, JSON.stringify(tasks));
      } catch {
        memory = tasks;
      }
    },
  };
}
