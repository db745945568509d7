import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { createGame, legalMoves, viewFor } from "@3u3d/engine";

import { GameTable } from "../src/game-table";
import { inLocale } from "./speak";

// The table is rendered on the server and the web app's table code arrives in a chunk
// after the page's first scripts (issue #65): until React has taken the table over, a
// tap on a move button would be lost, so the server's HTML has them disabled (the
// browser tests wait for data-hydrated before they tap).

const state = createGame({ ruleset: "3up3down", players: 2, seed: "server-render" });
const seats = [
  { name: "Ada", bot: null },
  { name: "Bruno (Rookie)", bot: "rookie" },
];

function serverHtml() {
  return renderToString(
    inLocale(
      createElement(GameTable, {
        view: viewFor(state, 0),
        seats,
        play: {
          legal: legalMoves(state, 0),
          onMove: () => undefined,
          onHint: () => undefined,
        },
      }),
    ),
  );
}

describe("the table as the server renders it", () => {
  it("has its move buttons disabled and no hydrated mark until React takes it over", () => {
    const html = serverHtml();
    const moves = /<section aria-label="your moves"[^]*?<\/section>/.exec(html)?.[0];
    expect(moves).toBeDefined();
    const buttons = moves!.match(/<button[^>]*>/g) ?? [];
    // R-SETUP: the button that lays the chosen cards face up, and the hint.
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const button of buttons) expect(button).toMatch(/ disabled=""/);
    expect(html).toContain('class="hint-button" disabled=""');
    expect(html).not.toContain("data-hydrated");
  });
});
