/**
 * Background sync tasks: queued and persisted in the browser, sent at most
 * once, marked transmitted with their answer.
 */
export interface SyncTask {
  task_id: string;
  url: string;
  payload: { method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> };
  transmited: boolean;
  created_at: number;
  transmited_at: number | null;
  result: unknown;
  resultCode: number | null;
  silent: boolean;
  callback_event: string | null;
}

const TASK_MESSAGES = { badContentType: 'Error with response - bad content-type!' } as const;

/** Where tasks are kept (IndexedDB or localStorage in the browser, a Map in tests). */
export interface TaskStore {
  load(): Promise<SyncTask[]> | SyncTask[];
  save(tasks: SyncTask[]): Promise<void> | void;
}

export type TaskFetch = (url: string, init: { method: string; body?: string; headers: Record<string, string> }) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}>;

let seq = 0;
function newTaskId(now: number): string {
  seq = (seq + 1) % 1_000_000;
  return `${now}-${Math.random().toString(36).slice(2, 10)}${seq}`;
}

function createTask(
  input: { url: string; payload?: SyncTask['payload']; silent?: boolean; callback_event?: string | null },
  now: number,
): SyncTask {
  return {
    task_id: newTaskId(now),
    url: input.url,
    payload: input.payload ?? { method: 'GET' },
    transmited: false,
    created_at: now,
    transmited_at: null,
    result: null,
    resultCode: null,
    silent: input.silent ?? false,
    callback_event: input.callback_event ?? null,
  };
}

/** The message to show for an executed task, or null: only failures of non-silent tasks, never ENOTFOUND. */
function taskErrorMessage(task: Pick<SyncTask, 'resultCode' | 'result' | 'silent'>): string | null {
  if (task.resultCode === 200 || task.silent) return null;
  const r = task.result as { code?: unknown; message?: unknown; result?: unknown } | string | null;
  if (typeof r === 'string') return r;
  if (!r || typeof r !== 'object') return null;
  if (r.code === 'ENOTFOUND') return null;
  if (typeof r.message === 'string') return r.message;
  if (typeof r.result === 'string') return r.result;
  return null;
}

export class TaskQueue {
  constructor(
    private readonly store: TaskStore,
    private readonly fetcher: TaskFetch,
    private readonly clock: () => number = Date.now,
    private readonly onError: (message: string, task: SyncTask) => void = () => {},
  ) {}

  async queue(input: Parameters<typeof createTask>[0]): Promise<SyncTask> {
    const task = createTask(input, this.clock());
    const tasks = await this.store.load();
    await this.store.save([...tasks, task]);
    return task;
  }

  /** One network attempt; a failure is recorded on the task, not retried. */
  async execute(task: SyncTask): Promise<SyncTask> {
    const init = {
      method: task.payload.method,
      headers: { accept: 'application/json', ...(task.payload.body === undefined ? {} : { 'content-type': 'application/json' }), ...task.payload.headers },
      ...(task.payload.body === undefined ? {} : { body: JSON.stringify(task.payload.body) }),
    };
    let done: SyncTask;
    try {
      const response = await this.fetcher(task.url, init);
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('application/json')) {
        done = { ...task, transmited: true, transmited_at: this.clock(), resultCode: response.status, result: TASK_MESSAGES.badContentType };
      } else {
        const body = (await response.json()) as { code?: number; result?: unknown };
        done = { ...task, transmited: true, transmited_at: this.clock(), resultCode: typeof body?.code === 'number' ? body.code : response.status, result: body?.result ?? body };
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      done = { ...task, transmited: true, transmited_at: this.clock(), resultCode: 0, result: { code: code ?? 'NETWORK', message: (error as Error).message } };
    }
    const message = taskErrorMessage(done);
    if (message) this.onError(message, done);
    return done;
  }

  /** Sends every untransmitted task once and stores them marked transmitted. */
  async process(): Promise<SyncTask[]> {
    const tasks = await this.store.load();
    const executed: SyncTask[] = [];
    for (const task of tasks) executed.push(task.transmited ? task : await this.execute(task));
    await this.store.save(executed);
    return executed.filter((t, i) => !tasks[i]!.transmited);
  }

  async clearNotTransmitted(): Promise<void> {
    const tasks = await this.store.load();
    await this.store.save(tasks.filter((t) => t.transmited));
  }
}
