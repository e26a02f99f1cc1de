import { describe, expect, it } from 'vitest';
import { isTransientDbError } from './transient-error.ts';

describe('isTransientDbError', () => {
  it('knows the errors after which the same request may succeed', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '40001', '40P01', '55P03']) expect(isTransientDbError(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it('leaves every other fault to the generic answer', () => {
    // A unique violation, a constraint, a full disk, a closed pool and non-errors are not a reason to try again.
    for (const err of [{ code: '23505' }, { code: 'SQLITE_CONSTRAINT_UNIQUE' }, { code: 'SQLITE_FULL' }, new Error('driver has already been destroyed'), null, 'SQLITE_BUSY', { code: 5 }]) expect(isTransientDbError(err)).toBe(false);
  });
});
