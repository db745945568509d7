import { describe, expect, it } from "vitest";

import { listJoiner } from "../src/msg";

describe("listJoiner", () => {
  it("joins the language's way: British English without a comma before 'and'", () => {
    expect(listJoiner("en")(["red 5", "blue 5", "green 5"])).toBe(
      "red 5, blue 5 and green 5",
    );
    expect(listJoiner("de")(["rote 5", "blaue 5"])).toBe("rote 5 und blaue 5");
  });

  it("makes one formatter per language, not one per call (every render of the table asks)", () => {
    expect(listJoiner("nl")).toBe(listJoiner("nl"));
    expect(listJoiner("nl")).not.toBe(listJoiner("es"));
  });
});
