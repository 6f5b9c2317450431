import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import sharp from "sharp";
import type { EventItem } from "@schemas/api/event";
import type { EventTickets } from "@schemas/api/shop-cart";
import { LOGIN_LIMITS, pairDelaySeconds } from "@/server/auth/rate-limit";
import type { Database } from "@/server/db/open";
import { hasRedisServer, sharedDatabase, startInstance, startRedis, type Running } from "../../../scripts/instances";
import { hasBuild } from "../../../scripts/launch";

// Two production servers on one scratch PostgreSQL database and one redis-server, as behind a
// load balancer: what one instance writes, the other serves within a second. Needs
// TEST_DATABASE_URL, the production build (`npm run build`, which `npm test` runs first) and
// Debian's redis-server; without one of them the file is skipped and says why. In CI (`CI`
// set, as .ci/run does) a missing PostgreSQL or redis-server fails it instead, so a CI run
// cannot pass without the check.
const adminUrl = process.env.TEST_DATABASE_URL;
const noService = !adminUrl ? "TEST_DATABASE_URL is not set (no PostgreSQL)" : !hasRedisServer() ? "redis-server is not installed" : null;
const missing = noService ?? (!hasBuild() ? "there is no production build (npm run build)" : null);
if (noService && process.env.CI) throw new Error(`The two-instance test must run in CI, but ${noService}.`);
if (missing) console.warn(`Skipping the two-instance test: ${missing}.`);

const EDITOR = { email: "instances@museum.test", password: "two instances, one database" };
const EDITOR_LOGIN = { username: EDITOR.email, password: EDITOR.password };
const SECOND = 1_000;
const LOGIN = "/de/pageeditor-api/login";
const CART = "/api/shop-cart/?lang=de";

/** A client with its own cookies, like one browser, talking to any instance. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  async call(base: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const csrf = this.cookies.get("csrftoken");
    if (csrf && init.method && init.method !== "GET") headers.set("X-CSRFToken", csrf);
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (value) this.cookies.set(name.trim(), value);
      else this.cookies.delete(name.trim());
    }
    return response;
  }

  json = (base: string, path: string, method: string, body: unknown) =>
    this.call(base, path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  /** This browser as it is now, e.g. one that sends a request again because its answer was lost. */
  copy(): Visitor {
    const copy = new Visitor();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

/** Ask until `check` holds or the time is up; answers how long it took in ms. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An event on sale through the cart with a seat group of its own seats (no timeslots) and room left. */
async function findOffer(base: string) {
  const visitor = new Visitor();
  for (let page = 1; page <= 8; page++) {
    const list = (await (await visitor.call(base, `/de/api/events/?page_size=50&page=${page}`)).json()) as { results: EventItem[]; next: string | null };
    for (const event of list.results) {
      if (event.id_jet === null || event.is_free) continue;
      const response = await visitor.call(base, `/de/api/events/${event.id}/tickets/`);
      if (!response.ok) continue;
      const tickets = (await response.json()) as EventTickets;
      const group = tickets.seat_groups.find((candidate) => candidate.status !== 0 && candidate.availability !== "sold_out" && candidate.timeslots.length === 0
        && candidate.left !== null && candidate.left >= 2 && candidate.prices.some((price) => price.sale_type_id !== null));
      const price = group?.prices.find((candidate) => candidate.sale_type_id !== null);
      if (!group || !price || tickets.event_jet_id === null) continue;
      return { event: event.id, group: group.id, body: { quantities: [1], event_jet_id: tickets.event_jet_id, seat_group: group.seat_group, sale_type_ids: [price.sale_type_id] } };
    }
    if (!list.next) break;
  }
  throw new Error("no event in the demo seed sells through the cart");
}

describe.skipIf(missing)("two instances on one PostgreSQL database and one Redis", () => {
  let database: Database & { url: string };
  let redis: Running;
  let a: Running;
  let b: Running;
  const editor = new Visitor();

  beforeAll(async () => {
    [database, redis] = await Promise.all([sharedDatabase(adminUrl!, EDITOR), startRedis()]);
    const env = { REDIS_URL: redis.url, MEDIA_STORAGE: "postgres", SECRET_KEY: "the-same-secret-key-on-every-instance-0123" };
    [a, b] = await Promise.all([startInstance(database.url, env), startInstance(database.url, env)]);
  }, 300_000);
  afterAll(async () => {
    a?.stop();
    b?.stop();
    redis?.stop();
    // The servers' connections go with them; the drop forces out any that linger.
    await database?.close();
  }, 60_000);

  it("logs in through one instance and is logged in on the other", async () => {
    expect((await editor.json(a.url, LOGIN, "POST", EDITOR_LOGIN)).status).toBe(200);
    const user = await editor.call(b.url, "/de/pageeditor-api/user");
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: EDITOR.email });
    expect((await new Visitor().call(b.url, "/de/pageeditor-api/user")).status).toBe(401);
  });

  it("serves an edit published through one instance from the other within a second", async () => {
    const slug = `zwei-instanzen-${Date.now()}`;
    const created = await editor.json(a.url, "/de/pageeditor-api/pages/", "POST", { is_online: true, translations: { de: { path: slug, title: "Zwei Instanzen" }, en: { path: slug, title: "Two instances" } } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const section = `instances-${id}`;
    expect((await editor.json(a.url, "/de/pageeditor-api/section/", "POST", { object_id: id, id: section, layout: "100", position: 0 })).status).toBe(201);
    const module = `${slug}-headline`;
    expect((await editor.json(a.url, "/de/pageeditor-api/module/", "POST", { section, column: 0, id: module, type: "headline", headline_level: 2, content: "Vorher" })).status).toBe(201);
    const publish = async () => expect((await editor.json(a.url, "/de/pageeditor-api/publishing/publish/", "POST", { object_id: id })).status).toBe(200);
    await publish();

    // A visitor's request to A renders the page into the shared cache; B answers it from there.
    const visitor = new Visitor();
    await within(5 * SECOND, async () => (await (await visitor.call(a.url, `/de/${slug}`)).text()).includes("Vorher"));
    const fromCache = await visitor.call(b.url, `/de/${slug}`);
    expect(fromCache.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await fromCache.text()).toContain("Vorher");

    expect((await editor.json(a.url, `/de/pageeditor-api/module/${module}/`, "PATCH", { content: "Nachher" })).status).toBe(200);
    await publish();
    const took = await within(SECOND, async () => (await (await visitor.call(b.url, `/de/${slug}`)).text()).includes("Nachher"));
    console.log(`the edit reached the other instance after ${took.toFixed(0)} ms`);
  });

  it("takes the site offline through one instance: the other answers 503 within a second", async () => {
    const visitor = new Visitor();
    expect((await visitor.call(b.url, "/de")).status).toBe(200);
    try {
      expect((await editor.json(a.url, "/de/dashboard-api/settings/", "PATCH", { is_site_online: false })).status).toBe(200);
      await within(SECOND, async () => (await visitor.call(b.url, "/de")).status === 503);
    } finally {
      expect((await editor.json(a.url, "/de/dashboard-api/settings/", "PATCH", { is_site_online: true })).status).toBe(200);
    }
    await within(SECOND, async () => (await visitor.call(b.url, "/de")).status === 200);
  });

  it("answers a redirect entry made through one instance with 301 from the other within a second", async () => {
    const visitor = new Visitor();
    const old = `/de/alte-adresse-${Date.now()}`;
    // B has read the redirect list before the entry exists: only the change notice brings it.
    expect((await visitor.call(b.url, old)).status).toBe(404);
    expect((await editor.json(a.url, "/de/dashboard-api/redirects/", "POST", { old_path: old, new_path: "/en" })).status).toBe(201);
    const took = await within(SECOND, async () => (await visitor.call(b.url, old)).status === 301);
    console.log(`the redirect reached the other instance after ${took.toFixed(0)} ms`);
    expect(new URL((await visitor.call(b.url, old)).headers.get("location") ?? "", b.url).pathname).toBe("/en");
  });

  it("counts a hold made through one instance on the other, and replays its Idempotency-Key there without a second hold", async () => {
    const offer = await findOffer(a.url);
    const seatsLeft = async (base: string) => {
      const tickets = (await (await new Visitor().call(base, `/de/api/events/${offer.event}/tickets/`)).json()) as EventTickets;
      return tickets.seat_groups.find((group) => group.id === offer.group)?.left;
    };
    const before = await seatsLeft(b.url);
    const buyer = new Visitor();
    expect((await buyer.call(a.url, "/api/csrf/")).status).toBe(204);
    // The same browser before the answer arrives: it sends the request again, as after a lost answer.
    const retry = buyer.copy();
    const add = { method: "POST", headers: { "content-type": "application/json", "Idempotency-Key": `instances-${Date.now()}` }, body: JSON.stringify(offer.body) };

    const first = await buyer.call(a.url, CART, add);
    expect(first.status).toBe(200);
    const answer: unknown = await first.json();
    expect(answer).toMatchObject({ tickets_quantity: 1 });
    expect(await seatsLeft(b.url)).toBe(before! - 1);

    const again = await retry.call(b.url, CART, add);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(answer);
    expect(await seatsLeft(b.url)).toBe(before! - 1);
    // The replay hands the retrying browser the first answer's cart, with its one ticket.
    expect(await (await retry.call(b.url, CART)).json()).toMatchObject({ tickets_quantity: 1, positions: [{ quantity: 1 }] });
  });

  it("keeps the shared cache under the database's and build's prefix, and never stores a 404", async () => {
    const missing = `/de/gibt-es-nicht-${Date.now()}`;
    expect((await new Visitor().call(a.url, missing)).status).toBe(404);
    expect((await new Visitor().call(b.url, missing)).status).toBe(404);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const keys = await client.keys("*");
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((key) => /^museum:postgres-[0-9a-f]{16}:[\w-]+:/.test(key))).toBe(true);
      expect(keys.filter((key) => key.includes("gibt-es-nicht"))).toEqual([]);
    } finally {
      await client.quit();
    }
  });

  it("serves an image uploaded through one instance from the other, cacheable for a year", async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#336699" } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "Zwei Instanzen.png", { type: "image/png" }));
    const uploaded = await editor.call(a.url, "/de/api/temp-files/", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const { src } = (await uploaded.json()) as { src: string };
    const image = await new Visitor().call(b.url, `${src}-480.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(480);
  });

  // Last: it leaves the editor's account waiting on this address (both servers see 127.0.0.1).
  it("slows down an account's failed logins through one instance on the other as well", async () => {
    const attacker = new Visitor();
    const fail = async () => expect((await attacker.json(a.url, LOGIN, "POST", { username: EDITOR.email, password: "not the password" })).status).toBe(400);
    const { freeFailures } = LOGIN_LIMITS.pair;
    for (let i = 0; i < freeFailures; i++) await fail();
    // The pair now waits 1 s; one more failure after it doubles the wait, time enough to ask B.
    await new Promise((resolve) => setTimeout(resolve, pairDelaySeconds(freeFailures) * SECOND + 100));
    await fail();

    const held = await new Visitor().json(b.url, LOGIN, "POST", EDITOR_LOGIN);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account from the same address is not held up by them.
    expect((await new Visitor().json(b.url, LOGIN, "POST", { username: "someone-else@museum.test", password: "not the password" })).status).toBe(400);
  });
});
