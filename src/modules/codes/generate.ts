// Access-code text: random characters from an alphabet without look-alikes, drawn from the
// operating system's CSPRNG without modulo bias.
import { randomBytes } from 'node:crypto';

/** Digits and upper-case letters without 0/O, 1/I/L (and so no l either: codes are upper case). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Characters of a new code: 31^12 ≈ 2^59.4 codes, so guessing one of a bot's codes is hopeless. */
export const CODE_LENGTH = 12;
/** Lengths a code in a request may have: new codes have CODE_LENGTH; the range leaves room to
 * change that without making existing codes unreachable. */
export const CODE_MIN_LENGTH = 10;
export const CODE_MAX_LENGTH = 32;
export const CODE_PATTERN = `^[${CODE_ALPHABET}]{${CODE_MIN_LENGTH},${CODE_MAX_LENGTH}}$`;
export const CODE_RULE = `must be an access code: ${CODE_MIN_LENGTH} to ${CODE_MAX_LENGTH} characters of ${CODE_ALPHABET}`;

// Bytes below the largest multiple of the alphabet's size map evenly onto it (byte % 31); the
// rest are rejected, so every character is equally likely.
const ACCEPT_BELOW = 256 - (256 % CODE_ALPHABET.length);

/** One new code; `random` is the byte source (tests may pass their own). */
export function generateCode(random: (size: number) => Uint8Array = randomBytes): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    // Rejection keeps ~97% of bytes; ask for a few spare so one draw nearly always suffices.
    for (const byte of random(CODE_LENGTH + 4)) {
      if (byte >= ACCEPT_BELOW) continue;
      code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (code.length === CODE_LENGTH) break;
    }
  }
  return code;
}
