import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "./config";

declare global {
  // Read once per server process, however many route chunks load this.
  var __museumSecretKey: Buffer | undefined;
}

const keyFile = () => path.resolve(process.env.DATA_DIR ?? ".data", "secret-key");

/** Made once and kept beside the embedded database, so a restart still accepts what it signed. */
function storedKey(): Buffer {
  const file = keyFile();
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Made before: that key is the one.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
}

/**
 * The key the site signs its own tokens with: SECRET_KEY, which every instance of one site
 * must share, or without it a random key kept in DATA_DIR (one instance, as with PGlite).
 */
export function secretKey(): Buffer {
  globalThis.__museumSecretKey ??= config.SECRET_KEY ? Buffer.from(config.SECRET_KEY, "utf8") : storedKey();
  return globalThis.__museumSecretKey;
}
