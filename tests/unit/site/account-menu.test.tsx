import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { AccountMenu, type AccountLabels } from "@/site/header/header-account.client";

const labels: AccountLabels = {
  cart: "Cart", cartItems: { one: "{{count}} ticket", other: "{{count}} tickets" }, login: "Log in",
  myProfile: "My Profile", logout: "Log out", offline: "Webshop offline",
};
const user = {
  has_dashboard_online_access: false, is_logged_in: true, username: "anna", email: "anna@example.org", first_name: "Anna", last_name: "Berg",
  login_url: "/webshop/login", logout_url: "https://shop.example.org/logout?lang=en", webshop_url: "https://shop.example.org",
};

describe("account menu of a logged-in user", () => {
  it("shows first and last name on a closed disclosure with 'My Profile' and 'Log out'", () => {
    const html = renderToString(<AccountMenu user={user} lang="en" profileHref="/en/user/profile" labels={labels} />);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"[^>]*>.*<span>Anna Berg<\/span>/);
    expect(html).toMatch(/<ul id="[^"]+"[^>]*hidden="">/);
    expect(html).toContain('<a href="/en/user/profile">My Profile</a>');
    expect(html).toContain('<a href="https://shop.example.org/logout?lang=en">Log out</a>');
  });

  it("falls back to the username when the names are empty", () => {
    const html = renderToString(<AccountMenu user={{ ...user, first_name: "", last_name: "" }} lang="de" profileHref="/de/user/profile" labels={labels} />);
    expect(html).toContain("<span>anna</span>");
  });
});
