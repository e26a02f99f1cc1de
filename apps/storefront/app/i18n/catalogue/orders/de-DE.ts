import { mergeCatalogue } from '../merge.ts';

/** The order part of the catalogue (text-parts.ts): the order features' texts. */
export default mergeCatalogue({}, import.meta.glob<Record<string, string>>('../../../features/{account,check-in,checkout,checkout-steps,payment,review,tickets}/messages/de-DE.json', { eager: true, import: 'default' }));
