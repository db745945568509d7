// The request's language, one rule for both routers (pick-locale.ts): the browser's
// choice, else the account's, else the browser's languages, else English.
import { describe, expect, it } from "vitest";

import { pickLocale } from "./pick-locale";

const never = () =>
  Promise.reject(new Error("the account is not asked when a cookie chose"));

describe("pickLocale", () => {
  it("takes the browser's choice first, without asking the account", async () => {
    expect(
      await pickLocale({ chosen: "nl", saved: never, acceptLanguage: "de-DE,de" }),
    ).toBe("nl");
  });

  it("asks the account when the cookie names no language of ours", async () => {
    for (const chosen of [undefined, "fr", ""])
      expect(
        await pickLocale({
          chosen,
          saved: () => Promise.resolve("es"),
          acceptLanguage: "de",
        }),
      ).toBe("es");
  });

  it("then the browser's languages, then English", async () => {
    const nobody = () => Promise.resolve(null);
    expect(
      await pickLocale({
        chosen: undefined,
        saved: nobody,
        acceptLanguage: "fr, de;q=0.8",
      }),
    ).toBe("de");
    expect(
      await pickLocale({ chosen: undefined, saved: nobody, acceptLanguage: null }),
    ).toBe("en");
    expect(
      await pickLocale({
        chosen: undefined,
        saved: () => Promise.resolve("xx"),
        acceptLanguage: undefined,
      }),
    ).toBe("en");
  });
});
