import { describe, expect, it } from "vitest";

import { negotiateLocale } from "../src/negotiate";

describe("negotiateLocale", () => {
  it("picks the best of our languages by the header's order and quality", () => {
    expect(negotiateLocale("de-AT,de;q=0.9,en;q=0.8")).toBe("de");
    expect(negotiateLocale("nl-BE")).toBe("nl");
    expect(negotiateLocale("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.5")).toBe("es");
    expect(negotiateLocale("en;q=0.2,de;q=0.9")).toBe("de");
  });

  it("falls back to English for nothing, a language we lack, or a malformed header", () => {
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale("*")).toBe("en");
    expect(negotiateLocale("fr-FR,ja")).toBe("en");
    expect(negotiateLocale("!!,@@;q=abc")).toBe("en");
  });
});
