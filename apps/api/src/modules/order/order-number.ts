import { randomBytes } from 'node:crypto';

/**
 * The order number customers see: 10 characters drawn at random from 32 that cannot be mistaken
 * for one another when read aloud or typed (no 0/O, no 1/I), about 50 bits, so numbers say
 * nothing about how many orders the shop takes and cannot be guessed from one another. The
 * internal id stays internal.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 10;

export function newOrderNumber(): string {
  // 256 is a multiple of 32, so each byte's low five bits pick a character without bias.
  return [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
}
