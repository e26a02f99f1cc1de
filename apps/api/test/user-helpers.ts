import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { HttpAnswer, TestApi } from './harness.ts';

export const PASSWORD = 'Encore2026pass';

/** PUT and DELETE, which the harness's helpers do not cover. */
export async function send(api: TestApi, method: 'PUT' | 'DELETE', path: string, body: unknown, token?: string): Promise<HttpAnswer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api.url}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

export async function register(api: TestApi, email: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await api.post('/api/user/create', { customer: { email, firstname: 'Astrid', lastname: 'Lindqvist', ...extra }, password: PASSWORD });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.id as number;
}

export async function login(api: TestApi, email: string, password = PASSWORD): Promise<{ token: string; refreshToken: string }> {
  const r = await api.post('/api/user/login', { username: email, password });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { token: r.body.result as string, refreshToken: r.body.meta.refreshToken as string };
}

/** The .eml files in the outbox, oldest first, once at least `count` are there (the reset mail is sent after the answer). */
export async function outboxMails(dir: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const files = (() => {
      try {
        return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
      } catch {
        return [];
      }
    })();
    if (files.length >= count) return files.map((f) => readFileSync(join(dir, f), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} e-mails in the outbox`);
}

/** The reset link's token and e-mail, from a mail's text part (quoted-printable soft breaks joined). */
export function resetLinkIn(mail: string): { url: string; path: string; token: string; email: string } {
  const text = mail.replace(/=\r?\n/g, '');
  const m = /(https?:\/\/[^\s"]*?)(\/(?:[a-z]{2}\/)?create-password\/token\/([^/\s"]+)\/email\/([^/\s"]+))/.exec(text);
  if (!m) throw new Error('no reset link in the mail');
  return { url: `${m[1]!}${m[2]!}`, path: m[2]!, token: decodeURIComponent(m[3]!), email: decodeURIComponent(m[4]!) };
}
