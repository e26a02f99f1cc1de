import { afterEach, describe, expect, it, vi } from 'vitest';

// The German order texts cannot be fetched, as for a visitor who went offline after the page loaded.
const germanOrders = vi.hoisted(() => ({ fail: true }));
vi.mock('./catalogue/orders/de-DE.ts', async (importOriginal) => {
  if (germanOrders.fail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const { catalogue, hasTexts, loadCatalogue, orderTextsReady } = await import('./catalogues.ts');

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalogue parts in the browser', () => {
  it('loads the browsing texts first, and adds the order texts to the same catalogue when asked', async () => {
    const browsing = await loadCatalogue('sv-SE');
    expect(hasTexts('sv-SE', 'browse')).toBe(true);
    expect(hasTexts('sv-SE', 'orders')).toBe(false);
    expect(browsing['layout.accountLink.signIn']).toBe('Logga in');
    expect(browsing['checkout.title']).toBeUndefined();

    const ready = orderTextsReady('sv-SE');
    // Every render that waits meanwhile waits on the same promise (React's `use` needs that).
    expect(orderTextsReady('sv-SE')).toBe(ready);
    await ready;
    expect(hasTexts('sv-SE', 'orders')).toBe(true);
    // The same object: a translator made over the browsing texts formats the order texts too.
    expect(catalogue('sv-SE')).toBe(browsing);
    expect(browsing['checkout.title']).toBeTruthy();
  });

  it('reads an unknown locale as Swedish', async () => {
    expect(await loadCatalogue('xx-XX', 'all')).toBe(catalogue('sv-SE'));
    expect(hasTexts('xx-XX', 'orders')).toBe(true);
  });

  it('settles when the order texts cannot be fetched, and asks again a while later', async () => {
    vi.useFakeTimers();
    await loadCatalogue('de-DE');
    await expect(loadCatalogue('de-DE', 'all')).rejects.toThrow();
    const failed = orderTextsReady('de-DE');
    await expect(failed).resolves.toBeUndefined();
    expect(hasTexts('de-DE', 'orders')).toBe(false);
    // Renders meanwhile go on with what they have, without a new fetch each time.
    expect(orderTextsReady('de-DE')).toBe(failed);

    germanOrders.fail = false;
    vi.advanceTimersByTime(10_000);
    const again = orderTextsReady('de-DE');
    expect(again).not.toBe(failed);
    await again;
    expect(hasTexts('de-DE', 'orders')).toBe(true);
    expect(catalogue('de-DE')!['checkout.title']).toBeTruthy();
  });
});
