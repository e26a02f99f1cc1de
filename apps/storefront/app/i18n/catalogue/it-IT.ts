import base from '../messages/it-IT.json' with { type: 'json' };
import { mergeCatalogue } from './merge.ts';

// The browsing part (text-parts.ts). Complete on its own (messages-parity.test.ts holds every catalogue to the Swedish keys), so the chunk needs no Swedish fallback.
export default mergeCatalogue(
  base,
  import.meta.glob<Record<string, string>>(['../../features/*/messages/it-IT.json', '!../../features/{account,check-in,checkout,checkout-steps,payment,review,tickets}/messages/it-IT.json'], { eager: true, import: 'default' }),
);
