import base from '../messages/sv-SE.json' with { type: 'json' };
import { mergeCatalogue } from './merge.ts';

/** Swedish is complete: the other catalogues fall back to it key by key. */
export default mergeCatalogue(base, import.meta.glob<Record<string, string>>('../../features/*/messages/sv-SE.json', { eager: true, import: 'default' }));
