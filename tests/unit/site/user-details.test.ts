import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { testDatabases } from "../../helpers/db";
import type { Database } from "../../../src/server/db/open";
import { settings } from "../../../src/server/db/schema";
import { userDetails } from "../../../src/server/site/user-details";
import { userDetailsSchema } from "../../../schemas/api/user-details";
import { GET } from "../../../src/app/api/user-details/route";

const call = (url: string) => GET(new NextRequest(new URL(url, "http://localhost")), undefined);

describe("userDetails", () => {
  it("shows a logged-in user's names and dashboard access", () => {
    const details = userDetails({ id: 3, email: "a@b.example", username: "anna", first_name: "Anna", last_name: "Berg", is_staff: true }, "https://shop.example/", "en");
    expect(details).toEqual({
      has_dashboard_online_access: true, is_logged_in: true, username: "anna", email: "a@b.example", first_name: "Anna", last_name: "Berg",
      login_url: "https://shop.example/login?lang=en", logout_url: "https://shop.example/logout?lang=en", webshop_url: "https://shop.example",
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

  it("answers an anonymous visitor with the shop's login link and no personal data", async () => {
    for (const path of ["/api/user-details/?lang=en", "/api/user-details?lang=en"]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const body = userDetailsSchema.strict().parse(await response.json());
      expect(body).toMatchObject({ is_logged_in: false, has_dashboard_online_access: false, first_name: "", last_name: "", email: "" });
      expect(body.login_url).toBe("https://tickets.example.org/login?lang=en");
      expect(body.webshop_url).toBe("https://tickets.example.org");
    }
  });

  it("refuses a bad language with a 400", async () => {
    expect((await call("/api/user-details/?lang=english")).status).toBe(400);
  });
});
