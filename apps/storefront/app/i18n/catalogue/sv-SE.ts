import base from '../messages/sv-SE.json' with { type: 'json' };
import { mergeCatalogue } from './merge.ts';

/** The browsing part (text-parts.ts): the shared file and every feature's file but the order features'. Swedish is the reference: every other catalogue has its keys (messages-parity.test.ts). */
export default mergeCatalogue(
  base,
  import.meta.glob<Record<string, string>>(['../../features/*/messages/sv-SE.json', '!../../features/{account,check-in,checkout,checkout-steps,payment,review,tickets}/messages/sv-SE.json'], { eager: true, import: 'default' }),
);
