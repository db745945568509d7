import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { setUpHarness, type Harness } from "./helpers";

// A bot's seat is named by its persona and its level in the reader's words, and an empty
// seat as such: said on the server in the request's language, like its refusals, so the
// table, the lists and the standings read one language.
describe("seat names in the reader's language (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  const asReader = (playerId: string, headers: Record<string, string>) =>
    createCaller(() =>
      createTRPCContext(h.deps(), { headers: new Headers(headers), playerId }),
    );

  it("names bots and open seats in German, Dutch and English at one table", async () => {
    const ann = await h.newPlayer("Ann");
    const table = await h.as(ann).lobby.create({
      seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }, { kind: "human" }],
    });
    const names = async (headers: Record<string, string>) =>
      (await asReader(ann, headers).game.view({ gameId: table.id })).seats.map(
        (s) => s.name,
      );

    const german = await names({ cookie: "NEXT_LOCALE=de" });
    expect(german).toEqual(["Ann", "Bruno (Kartenhai)", "Freier Platz"]);
    // The browser's languages when no language was chosen on the site.
    expect(await names({ "accept-language": "nl-NL,nl;q=0.9,en;q=0.5" })).toEqual([
      "Ann",
      "Bruno (Kaarthaai)",
      "Vrije plaats",
    ]);
    // The same version's snapshot, cached for the German reader, is not the English one.
    expect(await names({})).toEqual(["Ann", "Bruno (Card shark)", "Open seat"]);
    expect(await names({ cookie: "NEXT_LOCALE=de" })).toEqual(german);

    // The caller's own list of tables says the bot's level the same way.
    const mine = await asReader(ann, { cookie: "NEXT_LOCALE=es" }).lobby.mine();
    expect(mine.tables.find((t) => t.gameId === table.id)?.opponents).toEqual([
      "Bruno (Tahúr)",
    ]);
  });
});
