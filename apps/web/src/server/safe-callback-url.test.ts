import { describe, expect, it } from "vitest";

import { safeCallbackUrl, withSafeCallbackUrl } from "./safe-callback-url";

describe("safeCallbackUrl: only a place on this site", () => {
  it("keeps paths and this host's URLs (as paths)", () => {
    expect(safeCallbackUrl("/profile?tab=games#top", "play.example")).toBe(
      "/profile?tab=games#top",
    );
    expect(safeCallbackUrl("https://play.example/account", "play.example")).toBe(
      "/account",
    );
  });

  it("turns another site, a protocol-relative or malformed one into the home page", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      // Browsers drop tabs and line breaks from a URL: "/\t/x" is "//x", another site.
      "/\t/evil.example",
      "/\n/evil.example",
      "/%0a\r\n",
      "javascript:alert(1)",
      "http://[",
      "x",
      "",
    ])
      expect(safeCallbackUrl(value, "play.example"), value).toBe("/");
  });

  it("rewrites the query and a sign-in form's field; leaves other requests alone", async () => {
    const get = await withSafeCallbackUrl(
      new Request(
        "http://play.example/api/auth/signin?callbackUrl=javascript%3Aalert(1)",
        {
          headers: { host: "play.example" },
        },
      ),
    );
    expect(new URL(get.url).searchParams.get("callbackUrl")).toBe("/");
    const post = await withSafeCallbackUrl(
      new Request("http://play.example/api/auth/signout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "csrfToken=abc&callbackUrl=http%3A%2F%2F%5B",
      }),
    );
    expect(new URLSearchParams(await post.text()).get("callbackUrl")).toBe("/");
    const fine = new Request("http://play.example/api/auth/session");
    expect(await withSafeCallbackUrl(fine)).toBe(fine);
  });
});
