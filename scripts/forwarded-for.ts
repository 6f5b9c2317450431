/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server, each appending the
 * address it saw to X-Forwarded-For. Off (the default, also "0", "false", "off") means the
 * header is the client's own word and is ignored: the socket's address is the client.
 */
export function trustedHops(setting: string | undefined): number {
  const value = (setting ?? "").trim().toLowerCase();
  if (value === "" || value === "off" || value === "false" || value === "0") return 0;
  if (value === "true" || value === "on") return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY must be off or the number of trusted proxies (1, 2 …), not "${setting}".`);
}

/**
 * The client's address: walking back from the socket through the trusted hops' entries in
 * X-Forwarded-For. Entries before those were written by the client (or an untrusted proxy)
 * and are never used, so a client cannot choose its address by sending the header.
 */
export function clientAddressOf(header: string | string[] | undefined, socketAddress: string | undefined, hops: number): string {
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").map((part) => part.trim()).filter(Boolean);
  const chain = [...entries, socketAddress ?? "unknown"];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

/**
 * Whether the client reached the site over https: this server's own TLS socket, or the scheme
 * the trusted proxy in front recorded in X-Forwarded-Proto. Without a trusted proxy the header
 * is the client's own word and counts for nothing.
 */
export function overHttps(forwardedProto: string | string[] | undefined, encrypted: boolean, hops: number): boolean {
  return encrypted || (hops > 0 && forwardedProto === "https");
}
