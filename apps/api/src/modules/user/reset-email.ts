import type { StoreView } from '@encore/contracts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: (minutes: number) => string;
  ignore: string;
}

const WORDING: Record<StoreView['i18n']['defaultLocale'], Wording> = {
  'sv-SE': {
    subject: 'Välj ett nytt lösenord för Encore',
    greeting: (name) => `Hej ${name}!`,
    body: 'Någon (förhoppningsvis du) bad om att få byta lösenordet till ditt Encore-konto.',
    action: 'Välj ett nytt lösenord',
    expiry: (m) => `Länken fungerar en gång och i ${m} minuter.`,
    ignore: 'Om det inte var du kan du bortse från det här meddelandet; ditt lösenord är oförändrat.',
  },
  'de-DE': {
    subject: 'Neues Passwort für Encore festlegen',
    greeting: (name) => `Hallo ${name},`,
    body: 'jemand (hoffentlich Sie) hat ein neues Passwort für Ihr Encore-Konto angefordert.',
    action: 'Neues Passwort festlegen',
    expiry: (m) => `Der Link funktioniert einmal und ist ${m} Minuten gültig.`,
    ignore: 'Falls Sie das nicht waren, können Sie diese Nachricht ignorieren; Ihr Passwort bleibt unverändert.',
  },
  'it-IT': {
    subject: 'Scegli una nuova password per Encore',
    greeting: (name) => `Ciao ${name},`,
    body: 'qualcuno (speriamo tu) ha chiesto di cambiare la password del tuo account Encore.',
    action: 'Scegli una nuova password',
    expiry: (m) => `Il link funziona una sola volta e per ${m} minuti.`,
    ignore: 'Se non sei stato tu, ignora questo messaggio: la tua password non cambia.',
  },
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The storefront page that sets a new password, in the customer's store. */
export function resetLink(shopUrl: string, store: StoreView, token: string, email: string): string {
  const prefix = store.urlPrefix ? `/${store.urlPrefix}` : '';
  return `${shopUrl.replace(/\/+$/, '')}${prefix}/create-password/token/${encodeURIComponent(token)}/email/${encodeURIComponent(email)}`;
}

/** The reset e-mail in the store's language. */
export function resetEmail(to: { email: string; firstname: string }, store: StoreView, link: string, minutes: number): MailMessage {
  const w = WORDING[store.i18n.defaultLocale];
  const text = [w.greeting(to.firstname), '', w.body, '', `${w.action}: ${link}`, '', w.expiry(minutes), w.ignore, '', store.name].join('\n');
  const html = [
    `<p>${escapeHtml(w.greeting(to.firstname))}</p>`,
    `<p>${escapeHtml(w.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>`,
    `<p>${escapeHtml(w.expiry(minutes))} ${escapeHtml(w.ignore)}</p>`,
    `<p>${escapeHtml(store.name)}</p>`,
  ].join('\n');
  return { to: to.email, subject: w.subject, text, html };
}
