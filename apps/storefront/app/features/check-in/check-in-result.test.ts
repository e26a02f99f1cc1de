import { describe, expect, it } from 'vitest';
import { readCheckIn } from './check-in-result.ts';

describe('readCheckIn', () => {
  it('reads admitted, already used with its time, and every kind of invalid', () => {
    expect(readCheckIn(200, { ticketId: 't', orderNumber: 'ABC', eventId: 1, holderName: 'Anna', checkedInAt: '2026-11-26T19:00:00.000Z' })).toEqual({
      kind: 'admitted',
      holderName: 'Anna',
      orderNumber: 'ABC',
      checkedInAt: '2026-11-26T19:00:00.000Z',
    });
    expect(readCheckIn(409, { errorCode: 'ticket_already_used', message: 'x', checkedInAt: '2026-11-26T19:00:00.000Z' })).toEqual({ kind: 'used', checkedInAt: '2026-11-26T19:00:00.000Z' });
    expect(readCheckIn(400, { errorCode: 'invalid_ticket_code', message: 'x' })).toEqual({ kind: 'invalid', reason: 'code' });
    expect(readCheckIn(404, { errorCode: 'not_found', message: 'x' })).toEqual({ kind: 'invalid', reason: 'unknown' });
    expect(readCheckIn(409, { errorCode: 'order_not_valid', message: 'x' })).toEqual({ kind: 'invalid', reason: 'order' });
    expect(readCheckIn(409, { errorCode: 'tickets_not_released', message: 'x' })).toEqual({ kind: 'invalid', reason: 'notReleased' });
  });

  it('leaves other answers (a refused staff token, too many scans) to the caller', () => {
    expect(readCheckIn(401, { errorCode: 'unauthorized', message: 'x' })).toBeUndefined();
    expect(readCheckIn(429, { errorCode: 'too_many_requests', message: 'x' })).toBeUndefined();
  });
});
