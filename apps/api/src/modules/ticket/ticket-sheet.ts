import type { StoreView } from '@encore/contracts';
import type { TicketRow } from './ticket.repo.ts';

type Locale = StoreView['i18n']['defaultLocale'];

interface Labels {
  ticket: (n: number, of: number) => string;
  date: string;
  venue: string;
  category: string;
  row: string;
  seat: string;
  holder: string;
  order: string;
  scan: string;
}

const LABELS: Record<Locale, Labels> = {
  'sv-SE': { ticket: (n, of) => `Biljett ${n} av ${of}`, date: 'Datum och tid', venue: 'Plats', category: 'Biljettkategori', row: 'Rad', seat: 'Plats nr', holder: 'Biljettinnehavare', order: 'Ordernummer', scan: 'Visa QR-koden vid entrén. Varje biljett släpper in en person en gång.' },
  'de-DE': { ticket: (n, of) => `Ticket ${n} von ${of}`, date: 'Datum und Uhrzeit', venue: 'Veranstaltungsort', category: 'Ticketkategorie', row: 'Reihe', seat: 'Platz', holder: 'Ticketinhaber', order: 'Bestellnummer', scan: 'Zeigen Sie den QR-Code am Einlass. Jedes Ticket gilt für eine Person und einen Einlass.' },
  'it-IT': { ticket: (n, of) => `Biglietto ${n} di ${of}`, date: 'Data e ora', venue: 'Luogo', category: 'Categoria', row: 'Fila', seat: 'Posto', holder: 'Intestatario', order: 'Numero ordine', scan: "Mostra il codice QR all'ingresso. Ogni biglietto vale per una persona e un solo ingresso." },
};

/** What one ticket's page says, in the store's language, ready to be laid out. */
export interface TicketSheet {
  ticketId: string;
  title: string;
  heading: string;
  /** Label and value pairs, in reading order; rows without a value are left out. */
  details: Array<[string, string]>;
  footer: string;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The event's name in the store's language, falling back to its default name. */
function eventName(row: TicketRow, store: StoreView): string {
  const i18n = parseJson<Record<string, { name?: string } | undefined>>(row.eventI18nJson, {});
  return i18n[store.storeCode]?.name || row.eventName || row.itemName;
}

/** An event start as the store's customers read it: their language, the store's time zone. */
export function formatTicketDate(iso: string, store: StoreView): string {
  return new Intl.DateTimeFormat(store.i18n.defaultLocale, { timeZone: store.i18n.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

/** One sheet per ticket, numbered within the order. */
export function ticketSheets(rows: readonly TicketRow[], orderNumber: string, store: StoreView): TicketSheet[] {
  const l = LABELS[store.i18n.defaultLocale];
  return rows.map((row, index) => {
    const place = [row.venueName, row.city].filter(Boolean).join(', ');
    const details: Array<[string, string | null]> = [
      [l.date, row.eventDate ? formatTicketDate(row.eventDate, store) : null],
      [l.venue, place || null],
      [l.category, row.categoryLabel],
      [l.row, row.rowLabel],
      [l.seat, row.seatLabel],
      [l.holder, row.holderName],
      [l.order, orderNumber],
    ];
    return {
      ticketId: row.id,
      title: eventName(row, store),
      heading: l.ticket(index + 1, rows.length),
      details: details.filter((d): d is [string, string] => !!d[1]),
      footer: l.scan,
    };
  });
}

/** The product attribute that holds back an event's tickets until a moment (ISO-8601); without it they are available at once. */
export const RELEASE_ATTRIBUTE = 'ticket_release_date';

/** The latest release moment among the tickets' events that is still to come, if any. */
export function pendingRelease(rows: readonly TicketRow[], now: Date): Date | undefined {
  let latest: Date | undefined;
  for (const row of rows) {
    const attrs = parseJson<Array<{ attribute_code?: string; value?: unknown }>>(row.eventAttributesJson, []);
    const value = Array.isArray(attrs) ? attrs.find((a) => a?.attribute_code === RELEASE_ATTRIBUTE)?.value : undefined;
    const at = typeof value === 'string' ? new Date(value) : undefined;
    if (at && !Number.isNaN(at.getTime()) && at > now && (!latest || at > latest)) latest = at;
  }
  return latest;
}
