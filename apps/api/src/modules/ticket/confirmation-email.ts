import type { StoreView } from '@encore/contracts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { formatTicketDate } from './ticket-sheet.ts';

interface Wording {
  subject: (order: string) => string;
  greeting: (name: string) => string;
  thanks: (order: string) => string;
  attached: string;
  notYet: (from: string) => string;
  download: string;
  keep: string;
  /** Cash on delivery: the tickets come by post once paid to the postman. */
  onDelivery: string;
}

const WORDING: Record<StoreView['i18n']['defaultLocale'], Wording> = {
  'sv-SE': {
    subject: (o) => `Orderbekräftelse ${o}: dina biljetter`,
    greeting: (n) => `Hej ${n}!`,
    thanks: (o) => `Tack för din beställning. Ditt ordernummer är ${o}.`,
    attached: 'Dina biljetter finns i den bifogade PDF-filen, en sida per biljett. Visa QR-koden vid entrén.',
    notYet: (f) => `Dina biljetter släpps ${f}; då kan du ladda ner dem via länken nedan.`,
    download: 'Ladda ner biljetterna',
    keep: 'Spara det här meddelandet: länken fungerar utan inloggning och gäller till en månad efter evenemanget.',
    onDelivery: 'Du betalar för den här beställningen vid leveransen. Biljetterna kommer med posten och lämnas ut när du betalar.',
  },
  'de-DE': {
    subject: (o) => `Bestellbestätigung ${o}: Ihre Tickets`,
    greeting: (n) => `Hallo ${n},`,
    thanks: (o) => `vielen Dank für Ihre Bestellung. Ihre Bestellnummer lautet ${o}.`,
    attached: 'Ihre Tickets finden Sie in der angehängten PDF-Datei, eine Seite pro Ticket. Zeigen Sie den QR-Code am Einlass.',
    notYet: (f) => `Ihre Tickets werden am ${f} freigegeben; dann können Sie sie über den Link unten herunterladen.`,
    download: 'Tickets herunterladen',
    keep: 'Bewahren Sie diese Nachricht auf: Der Link funktioniert ohne Anmeldung und gilt bis einen Monat nach der Veranstaltung.',
    onDelivery: 'Sie bezahlen diese Bestellung bei der Lieferung. Die Tickets kommen per Post und werden Ihnen gegen Zahlung übergeben.',
  },
  'it-IT': {
    subject: (o) => `Conferma dell'ordine ${o}: i tuoi biglietti`,
    greeting: (n) => `Ciao ${n},`,
    thanks: (o) => `grazie per il tuo ordine. Il numero dell'ordine è ${o}.`,
    attached: "I tuoi biglietti sono nel PDF allegato, una pagina per biglietto. Mostra il codice QR all'ingresso.",
    notYet: (f) => `I tuoi biglietti saranno disponibili dal ${f}; potrai scaricarli dal link qui sotto.`,
    download: 'Scarica i biglietti',
    keep: 'Conserva questo messaggio: il link funziona senza accesso ed è valido fino a un mese dopo l’evento.',
    onDelivery: 'Pagherai questo ordine alla consegna. I biglietti arrivano per posta e ti vengono consegnati al pagamento.',
  },
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The storefront forwards /api to the API, so the shop's own address serves the guest's download link. */
export function ticketDownloadLink(shopUrl: string, orderNumber: string, orderToken: string): string {
  return `${shopUrl.replace(/\/+$/, '')}${ticketDownloadPath(orderNumber, orderToken)}`;
}

/** The download address relative to the shop, for pages the storefront serves itself. */
export function ticketDownloadPath(orderNumber: string, orderToken: string): string {
  return `/api/ext/ticket/get-event-ticket?${new URLSearchParams({ orderId: orderNumber, orderToken })}`;
}

export interface ConfirmationFacts {
  to: string;
  firstname: string;
  orderNumber: string;
  /** One line per ticket: event, date and category as the customer reads them. */
  lines: string[];
  link: string;
  /** The tickets as a PDF; absent while the tickets are not released, with the release moment instead. */
  pdf?: Uint8Array;
  releasedAt?: Date;
  /** Paid on delivery: no PDF and no download link, the tickets come by post. */
  onDelivery?: boolean;
}

/** The order confirmation in the store's language, with the tickets attached once they are released. */
export function confirmationEmail(facts: ConfirmationFacts, store: StoreView): MailMessage {
  const w = WORDING[store.i18n.defaultLocale];
  const about = facts.onDelivery ? w.onDelivery : facts.pdf || !facts.releasedAt ? w.attached : w.notYet(formatTicketDate(facts.releasedAt.toISOString(), store));
  const link = facts.onDelivery ? [] : [`${w.download}: ${facts.link}`, w.keep];
  const text = [w.greeting(facts.firstname), '', w.thanks(facts.orderNumber), '', ...facts.lines.map((l) => `- ${l}`), '', about, '', ...link, '', store.name].join('\n');
  const html = [
    `<p>${escapeHtml(w.greeting(facts.firstname))}</p>`,
    `<p>${escapeHtml(w.thanks(facts.orderNumber))}</p>`,
    `<ul>${facts.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(about)}</p>`,
    ...(facts.onDelivery ? [] : [`<p><a href="${escapeHtml(facts.link)}">${escapeHtml(w.download)}</a></p>`, `<p>${escapeHtml(w.keep)}</p>`]),
    `<p>${escapeHtml(store.name)}</p>`,
  ].join('\n');
  return {
    to: facts.to,
    subject: w.subject(facts.orderNumber),
    text,
    html,
    ...(facts.pdf ? { attachments: [{ filename: `tickets-${facts.orderNumber}.pdf`, content: Buffer.from(facts.pdf), contentType: 'application/pdf' }] } : {}),
  };
}
