import { randomBytes, randomInt } from 'node:crypto';

/**
 * The codes printed on a document: a 128-bit random token (22 base64url characters, in the QR code) and a
 * 10-character short code to type by hand, from an alphabet without look-alikes (no 0/O, 1/I/L): 31^10 ≈ 2^49
 * codes, out of reach of guessing under the verification endpoint's rate limit.
 */
const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 10;

export const newVerificationToken = () => randomBytes(16).toString('base64url');

export const newShortCode = () =>
  Array.from(
    { length: SHORT_CODE_LENGTH },
    () => SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)],
  ).join('');
