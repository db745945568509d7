import { describe, expect, it } from "vitest";

import { crossSiteRefusal } from "./same-site-request";

// Issue #37: account.signOutEverywhere ran from a form on evil.example (multipart, no
// preflight). Writes must be JSON, and a browser's request from another site is refused.
const post = (headers: Record<string, string>) =>
  new Request("http://play.example/api/trpc/account.signOutEverywhere", {
    method: "POST",
    headers: { host: "play.example", ...headers },
    body: "{}",
  });

describe("requests from other sites", () => {
  it("refuses a form's body and another site's origin", () => {
    expect(
      crossSiteRefusal(post({ "content-type": "multipart/form-data; boundary=x" }))
        ?.status,
    ).toBe(415);
    expect(crossSiteRefusal(post({ "content-type": "text/plain" }))?.status).toBe(415);
    expect(
      crossSiteRefusal(
        post({ "content-type": "application/json", origin: "https://evil.example" }),
      )?.status,
    ).toBe(403);
    expect(
      crossSiteRefusal(post({ "content-type": "application/json", origin: "null" }))
        ?.status,
    ).toBe(403);
  });

  it("lets the site's own pages and programs without an origin through", () => {
    expect(
      crossSiteRefusal(
        post({ "content-type": "application/json", origin: "http://play.example" }),
      ),
    ).toBeNull();
    expect(
      crossSiteRefusal(post({ "content-type": "application/json; charset=utf-8" })),
    ).toBeNull();
    // Behind a proxy that passes the browser's host on.
    expect(
      crossSiteRefusal(
        post({
          host: "app:3000",
          "x-forwarded-host": "play.example",
          "content-type": "application/json",
          origin: "https://play.example",
        }),
      ),
    ).toBeNull();
    expect(
      crossSiteRefusal(
        new Request("http://play.example/api/trpc/session.me", {
          headers: { host: "play.example" },
        }),
      ),
    ).toBeNull();
  });
});
