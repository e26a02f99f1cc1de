import { STORE_VIEWS } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { pendingRelease, ticketSheets } from './ticket-sheet.ts';
import type { TicketRow } from './ticket.repo.ts';

const row = (over: Partial<TicketRow> = {}): TicketRow => ({
  id: 't1',
  eventId: 1000,
  position: 1,
  holderName: 'Jürgen Åström',
  rowLabel: null,
  seatLabel: null,
  issuedAt: '2027-01-01T10:00:00.000Z',
  itemName: 'Kent – Parkett',
  categoryLabel: 'Parkett',
  eventName: 'Kent – Avskedsturné',
  eventI18nJson: JSON.stringify({ store_de: { name: 'Kent – Abschiedstournee' } }),
  eventAttributesJson: '[]',
  // 18:30 UTC in March is 19:30 in Stockholm.
  eventDate: '2027-03-14T18:30:00.000Z',
  venueName: 'Friends Arena',
  city: 'Stockholm',
  ...over,
});

describe('ticket sheets', () => {
  it('say date and time on the store’s clock in its language, and number the tickets', () => {
    const [sv] = ticketSheets([row()], 'ABCDEFGH23', STORE_VIEWS.default);
    expect(sv).toMatchObject({ title: 'Kent – Avskedsturné', heading: 'Biljett 1 av 1' });
    expect(Object.fromEntries(sv!.details)).toEqual({
      // ICU versions differ in the word before the time.
      'Datum och tid': expect.stringMatching(/^söndag 14 mars 2027 (kl\. )?19:30$/),
      Plats: 'Friends Arena, Stockholm',
      Biljettkategori: 'Parkett',
      Biljettinnehavare: 'Jürgen Åström',
      Ordernummer: 'ABCDEFGH23',
    });
    const de = ticketSheets([row(), row({ id: 't2', rowLabel: '12', seatLabel: '7' })], 'ABCDEFGH23', STORE_VIEWS.store_de);
    expect(de.map((s) => s.heading)).toEqual(['Ticket 1 von 2', 'Ticket 2 von 2']);
    expect(de[0]!.title).toBe('Kent – Abschiedstournee');
    expect(Object.fromEntries(de[0]!.details)['Datum und Uhrzeit']).toMatch(/^Sonntag, 14\. März 2027( um)? 19:30$/);
    expect(Object.fromEntries(de[1]!.details)).toMatchObject({ Reihe: '12', Platz: '7' });
    const [it_] = ticketSheets([row()], 'ABCDEFGH23', STORE_VIEWS.store_it);
    expect(Object.fromEntries(it_!.details)['Data e ora']).toMatch(/^domenica 14 marzo 2027 (alle ore )?19:30$/);
  });

  it('leave out what is not known (no row or seat, no venue)', () => {
    const [sheet] = ticketSheets([row({ venueName: null, city: '', categoryLabel: null })], 'X', STORE_VIEWS.default);
    expect(sheet!.details.map(([label]) => label)).toEqual(['Datum och tid', 'Biljettinnehavare', 'Ordernummer']);
  });
});

describe('pendingRelease', () => {
  const now = new Date('2027-01-01T00:00:00Z');
  const withRelease = (value: unknown) => row({ eventAttributesJson: JSON.stringify([{ attribute_code: 'ticket_release_date', value }]) });
  it('is the latest release still to come, and nothing for past, missing or unreadable dates', () => {
    expect(pendingRelease([withRelease('2027-02-01T00:00:00Z'), withRelease('2027-03-01T00:00:00Z')], now)?.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(pendingRelease([withRelease('2026-12-31T00:00:00Z'), row(), withRelease('soon'), withRelease(5), row({ eventAttributesJson: 'not json' })], now)).toBeUndefined();
  });
});
