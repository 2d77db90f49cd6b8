// A table's secrets at rest (docs/online.md, "Attacks and what answers them"): the part of a table that a seat must not
// see (its seed, which decides every deal and so every hidden colour and hand, and the seats' token
// hashes) is kept in Redis sealed with the server's key by AES-256-GCM (node's own crypto), so that
// a Redis dump, a backup or a replica alone reveals no hand, and a table's set-up written by anyone
// without the key (a token hash planted to take a seat) is refused, never read.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** Bytes of a key (AES-256). */
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What a sealed value starts with (the format's version). */
export const SEALED_PREFIX = 'tp1.';

/** A stored value that can't be opened with this key: damaged, tampered with, written without the
 *  key, or sealed with another key. */
export class SealError extends Error {}

/**
 * Reads the server's key from `path`: a file only its owner may read or write (no group or other
 * permission bits, as ssh asks of a private key), holding 32 bytes as 64 hexadecimal digits (what
 * `bash scripts/serve` writes, and `openssl rand -hex 32`), optionally followed by a newline.
 * Throws an Error that says what is wrong and how to make one.
 */
export function readKeyFile(path) {
  const make = `make one with: (umask 077; openssl rand -hex 32 > ${path})`;
  let mode;
  let text;
  try {
    mode = statSync(path).mode;
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new Error(`cannot read the key file ${path} (${e.code ?? e.message}); ${make}`);
  }
  if (mode & 0o077) {
    throw new Error(`the key file ${path} may be read by other users (mode ${(mode & 0o777).toString(8)}); ` +
      `only its owner may: chmod 600 ${path}`);
  }
  const hex = text.trim();
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new Error(`the key file ${path} must hold ${KEY_BYTES} bytes as 64 hexadecimal digits; ${make}`);
  }
  return Buffer.from(hex, 'hex');
}

/** `plaintext` (a string) sealed with `key` (32 bytes) for the place `label` (e.g. the Redis key it
 *  is stored under, so that a sealed value moved to another table's key does not open there):
 *  "tp1." and base64url(iv, 12 bytes | tag, 16 bytes | ciphertext). A fresh random iv each time. */
export function seal(key, plaintext, label) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(label, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext of `sealed` (as seal() made it for `label`); throws SealError when it is not one
 *  or does not open with `key` (authentication failed). */
export function unseal(key, sealed, label) {
  if (typeof sealed !== 'string' || !sealed.startsWith(SEALED_PREFIX)) {
    throw new SealError('not a sealed value (stored without the server\'s key)');
  }
  const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealError('a sealed value too short to be one');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(label, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SealError('a sealed value that does not open with this server\'s key (damaged, or sealed with another key)');
  }
}
