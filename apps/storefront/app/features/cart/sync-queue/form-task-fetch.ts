import type { TaskFetch } from '@encore/domain';

/**
 * Sends a queued cart write to the storefront's /cart action. Tasks keep their
 * fields as a JSON object; the action reads a form, so they go form-encoded.
 * The action answers `{ ok, message }`; it is turned into the API's
 * `{ code, result }` envelope so the queue records failures as failures.
 */
export function formTaskFetch(fetchImpl: typeof fetch = (...args) => fetch(...args)): TaskFetch {
  return async (url, init) => {
    const fields = init.body ? (JSON.parse(init.body) as Record<string, string>) : {};
    const res = await fetchImpl(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: init.method === 'GET' ? undefined : new URLSearchParams(fields).toString(),
      credentials: 'same-origin',
    });
    return {
      status: res.status,
      headers: res.headers,
      json: async () => {
        const body = (await res.json()) as unknown;
        if (body && typeof body === 'object' && 'ok' in body) {
          const r = body as { ok: boolean; message?: string };
          return r.ok ? { code: 200, result: r } : { code: res.status >= 400 ? res.status : 409, result: { message: r.message ?? 'Something went wrong' } };
        }
        return body;
      },
    };
  };
}
