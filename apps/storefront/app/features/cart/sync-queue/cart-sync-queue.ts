import { TaskQueue, type SyncTask, type TaskFetch, type TaskStore } from '@encore/domain';
import { formTaskFetch } from './form-task-fetch.ts';
import { localTaskStore } from './local-task-store.ts';

/** A cart write as the /cart action's form fields. */
export type CartWriteFields = Record<string, string>;

/** Browser offline, as far as it knows (navigator.onLine false). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** fetch rejects with a TypeError when the network, not the server, failed. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

/**
 * Cart writes made offline run as background tasks: queued and
 * persisted, sent once when the browser is back online, marked transmitted.
 */
export class CartSyncQueue {
  private readonly queue: TaskQueue;
  private running: Promise<SyncTask[]> | null = null;

  constructor(
    onError: (message: string, task: SyncTask) => void,
    store: TaskStore = localTaskStore(),
    fetcher: TaskFetch = formTaskFetch(),
    clock: () => number = Date.now,
  ) {
    this.queue = new TaskQueue(store, fetcher, clock, onError);
  }

  /** Queues one write to the /cart action (js=1 so the action answers data, not a redirect). */
  queueWrite(url: string, fields: CartWriteFields, opts: { silent?: boolean } = {}): Promise<SyncTask> {
    return this.queue.queue({ url, payload: { method: 'POST', body: { ...fields, js: '1' } }, silent: opts.silent ?? false, callback_event: 'cart-write' });
  }

  /** Sends what is waiting, once each; concurrent calls share one run so nothing is sent twice. */
  process(): Promise<SyncTask[]> {
    if (!this.running) this.running = this.queue.process().finally(() => (this.running = null));
    return this.running;
  }

  /** The cart was cleared: writes not yet sent no longer apply. */
  clearUntransmitted(): Promise<void> {
    return this.queue.clearNotTransmitted();
  }
}
