import "server-only";
import { headers } from "next/headers";
import { nonceOf } from "./security-headers";

/**
 * The nonce the proxy gave this request's page, for a script of the page's own. Only for
 * pages rendered per request: reading the request makes a page dynamic, and a cached page
 * has no nonce anyway.
 */
export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get("content-security-policy"));
}
