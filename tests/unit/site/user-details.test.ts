import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { settings, users } from "@/server/db/schema";
import { createSession } from "@/server/auth/session";
import { userDetails } from "@/server/site/user-details";
import { userDetailsSchema } from "@schemas/api/user-details";
import { GET } from "@/app/api/user-details/route";
import { GET as prefixedGet } from "@/app/[lang]/api/user-details/route";

const call = (url: string) => GET(new NextRequest(new URL(url, "http://localhost")), undefined);

const anna = { id: 3, email: "a@b.example", username: "anna", first_name: "Anna", last_name: "Berg", is_staff: true, role: "editor" } as const;

describe("userDetails", () => {
  it("shows a logged-in editor's names and dashboard access, with an external shop's account links", () => {
    const details = userDetails(anna, "https://shop.example/", "en", true);
    expect(details).toEqual({
      has_dashboard_online_access: true, is_logged_in: true, username: "anna", email: "a@b.example", first_name: "Anna", last_name: "Berg",
      login_url: "https://shop.example/login?lang=en", logout_url: "https://shop.example/logout?lang=en", webshop_url: "https://shop.example",
    });
  });

  it("gives a logged-in visitor no dashboard access, and the site's own pages without an external shop", () => {
    const details = userDetails({ ...anna, is_staff: false, role: "visitor" }, "https://shop.example/", "de", false);
    expect(details).toMatchObject({
      has_dashboard_online_access: false, is_logged_in: true, first_name: "Anna",
      login_url: "/de/user/login", logout_url: "/de/user/logout", webshop_url: "/webshop/",
    });
  });
});

describe.each(testDatabases())("GET /api/user-details/ on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    await database.db.insert(settings).values({ id: 1, webshop_link: "https://tickets.example.org" });
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("answers an anonymous visitor with the site's own login link and no personal data", async () => {
    for (const path of ["/api/user-details/?lang=en", "/api/user-details?lang=en"]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const body = userDetailsSchema.strict().parse(await response.json());
      expect(body).toMatchObject({ is_logged_in: false, has_dashboard_online_access: false, first_name: "", last_name: "", email: "" });
      // No SHOP_ADAPTER: the settings' external shop link does not count, the built-in shop does.
      expect(body.login_url).toBe("/en/user/login");
      expect(body.logout_url).toBe("/en/user/logout");
      expect(body.webshop_url).toBe("/webshop/");
    }
  });

  it("answers /{lang}/api/user-details/ as /api/user-details/?lang=, for a logged-in visitor and for no one", async () => {
    const [rosa] = await database.db.insert(users).values({
      email: "rosa@example.org", username: "rosa@example.org", first_name: "Rosa", last_name: "Luxemburg", role: "visitor", password_hash: "unused",
    }).returning();
    const { token } = await createSession(database.db, rosa!.id);
    const browsers: Record<string, string>[] = [{ cookie: `sessionid=${token}` }, {}];
    for (const headers of browsers) {
      const plain = await GET(new NextRequest(new URL("/api/user-details/?lang=en", "http://localhost"), { headers }), undefined);
      const prefixed = await prefixedGet(new NextRequest(new URL("/en/api/user-details/", "http://localhost"), { headers }), { params: Promise.resolve({ lang: "en" }) });
      expect(prefixed.status).toBe(200);
      expect(prefixed.headers.get("cache-control")).toBe("private, no-store");
      const body = userDetailsSchema.strict().parse(await prefixed.json());
      expect(body).toEqual(await plain.json());
      expect(body).toMatchObject("cookie" in headers
        ? { is_logged_in: true, first_name: "Rosa", last_name: "Luxemburg", email: "rosa@example.org", has_dashboard_online_access: false, logout_url: "/en/user/logout" }
        : { is_logged_in: false, first_name: "", email: "", login_url: "/en/user/login" });
    }
  });

  it("refuses a bad language with a 400", async () => {
    expect((await call("/api/user-details/?lang=english")).status).toBe(400);
  });
});
