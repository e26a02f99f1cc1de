import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiCall = vi.fn();
vi.mock('#app/lib/api.server.ts', () => {
  class ApiUnavailableError extends Error {}
  return { apiCall: (...args: unknown[]) => apiCall(...args), ApiUnavailableError };
});

const { resolveUnknownUrl, clearUrlCaches } = await import('./url-resolver.server.ts');
const { ApiUnavailableError } = await import('#app/lib/api.server.ts');

/** The thrown response of a resolution (a redirect or the 404). */
async function answer(path: string): Promise<{ status: number; location: string | null }> {
  try {
    await resolveUnknownUrl(new Request(`http://shop.test${path}`));
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    const d = thrown as { init?: { status?: number } };
    if (d?.init?.status) return { status: d.init.status, location: null };
    throw thrown;
  }
  throw new Error('resolveUnknownUrl returned');
}

const ok = (result: unknown) => ({ ok: true, status: 200, result });

describe('resolveUnknownUrl', () => {
  beforeEach(() => {
    clearUrlCaches();
    apiCall.mockReset();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('redirects /home to / with 301 without asking the API', async () => {
    expect(await answer('/home')).toEqual({ status: 301, location: '/' });
    expect(apiCall).not.toHaveBeenCalled();
  });

  it("answers a 301 rewrite with 301 to its target and caches the decision per path", async () => {
    apiCall.mockResolvedValueOnce(ok({ redirect_type: 301, target_path: 'c/konserter', disabled: false }));
    expect(await answer('/evenemang/konserter')).toEqual({ status: 301, location: '/c/konserter' });
    expect(await answer('/evenemang/konserter/?utm=x')).toEqual({ status: 301, location: '/c/konserter' });
    expect(apiCall).toHaveBeenCalledTimes(1);
    expect(apiCall).toHaveBeenCalledWith('/api/url', { query: { path: 'evenemang/konserter', storeCode: 'default' } });
  });

  it('falls through a non-redirecting rewrite to the URL mapping, opens the mapped page with 302, and caches the mapping', async () => {
    apiCall.mockImplementation(async (path: string) =>
      path === '/api/url' ? ok({ redirect_type: 302, target_path: 'x', disabled: false }) : ok({ _type: 'category', _source: { url_path: 'konserter' } }),
    );
    expect(await answer('/konserter')).toEqual({ status: 302, location: '/c/konserter' });
    expect(await answer('/konserter')).toEqual({ status: 302, location: '/c/konserter' });
    expect(apiCall).toHaveBeenCalledTimes(2);
    expect(apiCall.mock.calls[1]![1]).toMatchObject({ body: { url: 'konserter', storeCode: 'default' } });
  });

  it("gives 404 and logs 'No mapping found' when nothing matches, asking only once", async () => {
    apiCall.mockResolvedValue(ok(null));
    expect(await answer('/finns/inte')).toEqual({ status: 404, location: null });
    expect(await answer('/finns/inte')).toEqual({ status: 404, location: null });
    expect(apiCall).toHaveBeenCalledTimes(2);
    expect(console.info).toHaveBeenCalledWith('No mapping found for /finns/inte');
  });

  it("gives 404 and logs 'Route not found' when the lookup fails", async () => {
    apiCall.mockRejectedValue(new ApiUnavailableError('API 503'));
    expect(await answer('/trasig')).toEqual({ status: 404, location: null });
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toMatch(/^Route not found: \/trasig/);
  });

  it('asks again after a failed lookup instead of keeping the failure', async () => {
    apiCall.mockRejectedValueOnce(new ApiUnavailableError('API 503')).mockResolvedValueOnce(ok({ redirect_type: 301, target_path: 'c/teater', disabled: false }));
    expect(await answer('/gammal-teater')).toEqual({ status: 404, location: null });
    expect(await answer('/gammal-teater')).toEqual({ status: 301, location: '/c/teater' });
    expect(apiCall).toHaveBeenCalledTimes(2);
  });

  it('asks the API once for the same path requested at the same time', async () => {
    apiCall.mockResolvedValue(ok({ redirect_type: 301, target_path: 'c/dans', disabled: false }));
    const both = await Promise.all([answer('/dans'), answer('/dans')]);
    expect(both).toEqual([
      { status: 301, location: '/c/dans' },
      { status: 301, location: '/c/dans' },
    ]);
    expect(apiCall).toHaveBeenCalledTimes(1);
  });
});
