import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { PlayerView } from "@3u3d/engine";

import { Centre } from "../src/centre";
import { inLocale } from "./speak";

const view = (over: Partial<PlayerView>) =>
  ({
    ruleset: "3up3down",
    seat: 0,
    pile: ["3r", "5b", "7g", "9k"],
    effectiveTop: "9k",
    mustPlayLowerThan: null,
    drawPileCount: 12,
    removedCount: 5,
    direction: 1,
    owedPlays: 0,
    log: [],
    ...over,
  }) as unknown as PlayerView;

const html = (v: PlayerView, caption?: string) =>
  renderToStaticMarkup(inLocale(createElement(Centre, { view: v, caption })));

describe("the centre of the table", () => {
  it("shows the top three of the pile with the card that counts marked, and the counts", () => {
    const out = html(view({}));
    expect(out.match(/data-card=/g)).toHaveLength(3);
    expect(out).not.toContain('data-card="3r"');
    expect(out).toMatch(/class="pile-card counts"[^]*data-card="9k"/);
    expect(out).toContain("4 cards in the pile");
    expect(out).toContain("12 to draw");
    expect(out).toContain("5 gone");
  });

  it("E-REVERSE: says which way play goes; owed plays from a Clear +1 / +2 as a counter", () => {
    expect(html(view({}))).toContain("Play goes clockwise");
    expect(html(view({ direction: -1 }))).toContain("Play goes anticlockwise");
    expect(html(view({}))).not.toContain("owed");
    expect(html(view({ owedPlays: 1 }))).toContain("+1 play owed");
    expect(html(view({ owedPlays: 2 }))).toContain("+2 plays owed");
    // The arrow's words for the eyes: "reversed" once a 1 has turned play around.
    expect(html(view({ direction: -1 }))).toContain(">reversed<");
  });

  it("captions the move just made under the pile (for the eyes: the live line reads it out)", () => {
    expect(html(view({}), "Ann plays red 7.")).toMatch(
      /<p class="last-move" aria-hidden="true">Ann plays red 7\.<\/p>/,
    );
  });
});
