import { randomBytes } from 'node:crypto';

/** Cart ids are 32 hex characters, as the masked guest quote ids the storefront expects. */
export function newCartId(): string {
  return randomBytes(16).toString('hex');
}

export function randomRef(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
