import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the background-networking that this machine's closed network refuses turned off. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** One browser for the calling test file, closed after its last test. */
export async function browserForFile(): Promise<Browser> {
  const browser = await launchBrowser();
  afterAll(async () => {
    await browser.close();
  });
  return browser;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }, userAgent?: string): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'sv-SE', timezoneId: 'Europe/Stockholm', ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}

/** Intl output uses no-break and narrow no-break spaces; compare texts with plain spaces. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
}
