import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt from Node's crypto (memory-hard, no extra dependency).
 * N = 2^15, r = 8, p = 1 needs 32 MiB per hash, OWASP's recommended minimum; the parameters
 * travel with each hash in a PHC-style string, so they can be raised later and old hashes
 * still verify (and are re-hashed at the next login, see needsRehash).
 */
export const SCRYPT_PARAMS = { ln: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// scrypt needs 128 * N * r bytes plus a little; Node refuses above maxmem (32 MiB by default).
const maxmem = (ln: number, r: number, p: number) => 128 * r * (2 ** ln + p + 2) + 1024 * 1024;

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, length: number, ln: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: maxmem(ln, r, p) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");

/** Hash a password: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64 without padding). */
export async function hashPassword(password: string, params: { ln: number; r: number; p: number } = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params.ln, params.r, params.p);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

/** Check a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse absurd parameters from a tampered row rather than burn memory on them.
  if (ln < 10 || ln > 22 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(match[4]!, "base64");
  const expected = Buffer.from(match[5]!, "base64");
  if (expected.length < 16) return false;
  const key = await derive(password, salt, expected.length, ln, r, p);
  return timingSafeEqual(key, expected);
}

/** True when a hash was made with weaker parameters than today's, so the login can upgrade it. */
export function needsRehash(stored: string): boolean {
  const match = PHC.exec(stored);
  if (!match) return true;
  return Number(match[1]) < SCRYPT_PARAMS.ln || Number(match[2]) < SCRYPT_PARAMS.r || Number(match[3]) < SCRYPT_PARAMS.p;
}

// A hash of a random password, verified when the login name is unknown, so an attacker cannot
// tell unknown accounts from wrong passwords by the answer time.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
}

/** A password for the first account when none is configured: 20 characters from a URL-safe alphabet. */
export const generatePassword = () => randomBytes(15).toString("base64url");
