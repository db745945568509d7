// R-HIDDEN at volume: hundreds of complete games between human seats, played through
// the routers with random option mixes, 2 to 4 seats and both rulesets. After every
// move, every seat's view and legal moves, a spectator's view and the move's own
// result are scanned for any card that receiver may not know, and for the seed.
// (leak.test.ts covers tables with bots moving in the background.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@3u3d/db/testing";
import { BOTS } from "@3u3d/ai";
import { toAct } from "@3u3d/engine";
import type { GameState, Move } from "@3u3d/engine";
import { secretsFor } from "@3u3d/engine/testing";

import { gameSecrets, setUpHarness, type Harness } from "./helpers";

// CI plays 200 in a step of its own (`LEAK_SOAK_GAMES=200 pnpm --filter @3u3d/api
// test:soak` in .ci/run); the README's `pnpm test` plays a quicker 30.
const GAMES = Number(process.env.LEAK_SOAK_GAMES ?? 30);
const AT_ONCE = 4;

/** The hidden cards (and the seed) found in a payload meant for this receiver. */
function leaks(payload: unknown, state: GameState, seat: number | null, seed: string) {
  const text = JSON.stringify(payload);
  const found = [...secretsFor(state, seat)].filter((card) => text.includes(`"${card}"`));
  return text.includes(seed) ? [...found, "the seed"] : found;
}

describe("no payload leaks a hidden card, over hundreds of games (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());

  async function playOne(g: number): Promise<number> {
    const players = 2 + (g % 3);
    const ruleset = g % 3 === 1 ? ("palace" as const) : ("3up3down" as const);
    const humans = await Promise.all(
      Array.from({ length: players }, (_, i) => h.newPlayer(`P${g}-${i}`)),
    );
    const options =
      ruleset === "3up3down"
        ? {
            colorFour: g % 2 === 0,
            drawInsteadOfPlay: g % 5 === 0,
            reverseOnOne: g % 4 === 0,
            swap: (["none", "random", "chooseForLeft"] as const)[g % 3],
            continueAfterWinner: g % 7 === 0,
          }
        : { equalAllowed: g % 2 === 0 };
    const table = await h.as(humans[0]!).lobby.create({
      ruleset,
      options,
      seats: humans.map(() => ({ kind: "human" as const })),
    });
    for (const p of humans.slice(1))
      await h.as(p).lobby.join({ inviteCode: table.inviteCode });
    await h.as(humans[0]!).lobby.start({ gameId: table.id });
    const { seed, stateNow } = await gameSecrets(test.db, table.id);

    let scanned = 0;
    const scan = (payload: unknown, state: GameState, seat: number | null) => {
      scanned++;
      expect(leaks(payload, state, seat, seed), `seat ${seat}`).toEqual([]);
    };
    // Nobody moves but the test (no bots), so the state after a move is the next step's.
    let state = await stateNow();
    for (let step = 0; step < 4000; step++) {
      // Everyone's payloads every few moves and at the end; the mover's every move.
      if (step % 4 === 0 || state.phase === "over") {
        scan(
          // The table is invite-only: its spectators hold the code.
          await h.as(null).game.view({ gameId: table.id, inviteCode: table.inviteCode }),
          state,
          null,
        );
        for (const [seat, p] of humans.entries())
          scan(await h.as(p).game.view({ gameId: table.id }), state, seat);
      }
      if (state.phase === "over") return scanned;
      const mover = toAct(state)[0]!;
      // The mover's view holds their legal moves (what legalOf reads): one payload.
      const mine = await h.as(humans[mover]!).game.view({ gameId: table.id });
      scan(mine, state, mover);
      const { legal } = mine;
      // Mostly the beginner bot's choice (games then end in a few hundred moves),
      // sometimes any legal move, so odd corners get visited too.
      const move: Move =
        step % 3 === 0
          ? legal.moves[(step * 7 + g) % legal.moves.length]!
          : BOTS.beginner(mine.view!, [], { seed: `${g}/${step}` });
      const result = await h
        .as(humans[mover]!)
        .game.move({ gameId: table.id, version: legal.version, move });
      state = await stateNow();
      scan(result, state, mover);
    }
    throw new Error(`game ${g} did not end`);
  }

  it(
    `${GAMES} games, 2–4 seats, both rulesets, random options`,
    { timeout: 0 }, // sized by its game count, not by the clock (issue #37)
    async () => {
      let next = 0;
      let scanned = 0;
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (next < GAMES) scanned += await playOne(next++);
        }),
      );
      expect(scanned).toBeGreaterThan(GAMES * 40);
      const finished = await test.db.game.count({ where: { status: "FINISHED" } });
      console.log(
        `leak soak: ${GAMES} games, ${await test.db.gameMove.count()} moves, ${scanned} payloads scanned`,
      );
      expect(finished).toBe(GAMES);
    },
  );
});
