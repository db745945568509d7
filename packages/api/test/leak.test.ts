// R-HIDDEN end to end: many games played through the routers; every payload a
// player or spectator receives is scanned for cards that seat may not know, and for
// the game's seed, checked against the real state in the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";
import type { GameState, Move } from "@3u3d/engine";
import { secretsFor } from "@3u3d/engine/testing";

import { gameSecrets, legalOf, setUpHarness, type Harness } from "./helpers";

// A handful per run keeps the suite quick; LEAK_GAMES=200 for a long soak.
const GAMES = Number(process.env.LEAK_GAMES ?? 8);

describe("no payload leaks a hidden card (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  it(
    `${GAMES} games with humans and bots: views, legal moves, move results and spectator views`,
    { timeout: 0 }, // sized by its game count, not by the clock (issue #37)
    async () => {
      const levels = ["random", "beginner", "heuristic"] as const;
      let checked = 0;
      for (let g = 0; g < GAMES; g++) {
        const humans = [await h.newPlayer(`A${g}`), await h.newPlayer(`B${g}`)];
        const ruleset = g % 4 === 3 ? ("palace" as const) : ("3up3down" as const);
        const table = await h.as(humans[0]!).lobby.create({
          ruleset,
          options:
            ruleset === "3up3down"
              ? { colorFour: g % 2 === 0, drawInsteadOfPlay: g % 3 === 0 }
              : {},
          seats: [
            { kind: "human" },
            { kind: "bot", level: levels[g % 3]! },
            { kind: "human" },
          ],
          isPublic: true, // spectators watch without the invite code
        });
        await h.as(humans[1]!).lobby.join({ inviteCode: table.inviteCode });
        await h.as(humans[0]!).lobby.start({ gameId: table.id });
        const { seed, stateNow } = await gameSecrets(test.db, table.id);
        const stored = (select: { version: true; state?: true }) =>
          test.db.game.findUniqueOrThrow({ where: { id: table.id }, select });
        // A payload is checked against the state it was made from: bots keep moving in
        // the background (and the server answers from its in-memory copy, which may
        // trail the database by a moment), so fetch again until the payload's version
        // is the database's, unchanged before and after. The state is read with the
        // version before (one row, one read): unchanged after, it is the payload's.
        const scan = async (
          fetch: () => Promise<unknown>,
          seat: number | null,
          // A move's result cannot be fetched again: it is checked against any
          // settled state at or after it (its cards stay known to the mover).
          exact = true,
        ) => {
          for (;;) {
            const before = await stored({ version: true, state: true });
            const payload = await fetch();
            const after = (await stored({ version: true })).version;
            const made = (payload as { version?: number }).version;
            if (after !== before.version || (exact && made !== after)) continue;
            const state = before.state as unknown as GameState;
            const text = JSON.stringify(payload);
            expect(text).not.toContain(seed);
            const seen = [...secretsFor(state, seat)].filter((card) =>
              text.includes(`"${card}"`),
            );
            expect(seen, `seat ${seat} sees hidden cards`).toEqual([]);
            checked++;
            return payload;
          }
        };

        for (let step = 0; step < 3000; step++) {
          await h.server.idle(table.id);
          if ((await stateNow()).phase === "over") break;
          if (step % 5 === 0)
            await scan(() => h.as(null).game.view({ gameId: table.id }), null);
          let moved = false;
          for (const [i, player] of humans.entries()) {
            const seat = i === 0 ? 0 : 2;
            await scan(() => h.as(player).game.view({ gameId: table.id }), seat);
            const legal = (await scan(
              () => legalOf(h.as(player), { gameId: table.id }),
              seat,
            )) as {
              version: number;
              moves: Move[];
            };
            if (!moved && legal.moves.length > 0) {
              const move = legal.moves[(step * 7 + g) % legal.moves.length]!;
              const result = await h
                .as(player)
                .game.move({ gameId: table.id, version: legal.version, move });
              // The move's own events, redacted for the mover: checked against the state it produced.
              await scan(() => Promise.resolve(result), seat, false);
              moved = true;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(GAMES * 20);
    },
  );
});
