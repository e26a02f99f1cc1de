// A separate entry point: the dialling-code table is large, so only code that needs it loads it.
export { dialCodes, normalizePhone } from './phone.ts';
