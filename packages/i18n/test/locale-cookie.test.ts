import { describe, expect, it } from "vitest";

import { LOCALE_COOKIE, localeCookie } from "../src/index";

// The one description of the language cookie both of the web app's writers use (the
// switcher's document.cookie and app/api/locale's Set-Cookie).
describe("localeCookie", () => {
  it("keeps the choice for a year on every path, sent on links from other sites", () => {
    expect(localeCookie("de", { secure: false })).toBe(
      `${LOCALE_COOKIE}=de; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it("is Secure over https", () => {
    expect(localeCookie("nl", { secure: true })).toBe(
      "NEXT_LOCALE=nl; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });
});
