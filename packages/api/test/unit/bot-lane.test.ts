// The bots' lane on its own (bot-lane.ts): how many think at once, and in which order
// waiting decisions are taken (round-robin by address, then by person, first come
// first served within a person). Its use by the game server, through real tables, is
// tested in ../fair-bots.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  createAddressBook,
  createBotLane,
  ownerOf,
  type BotOwner,
} from "../../src/game-server/bot-lane";

/** Work that finishes when the test says: `finish(label)`, in any order. */
function heldWork() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const work = (label: string) => () =>
    new Promise<string>((resolve) => {
      started.push(label);
      finishers.set(label, () => resolve(label));
    });
  const finish = async (label: string) => {
    const done = finishers.get(label);
    if (!done) throw new Error(`${label} has not started`);
    finishers.delete(label);
    done();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, work, finish };
}

const at = (address: string | null, person: string): BotOwner => ({ address, person });

describe("the bots' lane", () => {
  it("thinks at most inFlight at once, and starts the next as one finishes", async () => {
    const lane = createBotLane({ inFlight: 2 });
    const { started, work, finish } = heldWork();
    const results = ["a", "b", "c"].map((label) =>
      lane.run(at("1.1.1.1", label), work(label)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["a", "b"]);
    expect([lane.running, lane.waiting]).toEqual([2, 1]);
    await finish("b");
    expect(started).toEqual(["a", "b", "c"]);
    await finish("a");
    await finish("c");
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
    expect([lane.running, lane.waiting]).toEqual([0, 0]);
  });

  it("gives a lone decision its turn after one of a flood's, not after all of them", async () => {
    const lane = createBotLane({ inFlight: 1 });
    const { started, work, finish } = heldWork();
    // One address floods: four guests, five tables each, all waiting.
    for (let guest = 0; guest < 4; guest++)
      for (let table = 0; table < 5; table++)
        void lane.run(at("203.0.113.9", `guest${guest}`), work(`f${guest}.${table}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Someone else, from another address, asks once.
    const victim = lane.run(at("198.51.100.7", "victim"), work("victim"));
    await finish("f0.0");
    await finish(started.at(-1)!);
    // One more of the flood's (its address's turn came first), then the victim's.
    expect(started.slice(0, 3)).toEqual(["f0.0", "f0.1", "victim"]);
    await finish("victim");
    expect(await victim).toBe("victim");
  });

  it("takes turns by address, then by person, first come first served within a person", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ address: fc.constantFrom("A", "B", null), person: fc.nat(3) }),
          { minLength: 1, maxLength: 40 },
        ),
        async (asks) => {
          const lane = createBotLane({ inFlight: 1 });
          const order: number[] = [];
          // The first holds the only thread until every other one is waiting.
          const gate: { open?: () => void } = {};
          const first = new Promise<void>((resolve) => (gate.open = resolve));
          const runs = asks.map(({ address, person }, i) =>
            lane.run(at(address, `p${person}`), async () => {
              order.push(i);
              if (i === 0) await first;
            }),
          );
          gate.open?.();
          await Promise.all(runs);
          // Replay the rule by hand: rounds over addresses in order of first arrival
          // (a person without an address is a share of their own), and within an
          // address over its people, each person's asks in order.
          const share = (i: number) => asks[i]!.address ?? `person:p${asks[i]!.person}`;
          const queues = new Map<string, Map<number, number[]>>();
          for (const [i, ask] of asks.entries()) {
            if (i === 0) continue;
            const people = queues.get(share(i)) ?? new Map<number, number[]>();
            queues.set(share(i), people);
            people.set(ask.person, [...(people.get(ask.person) ?? []), i]);
          }
          const expected = [0];
          while (queues.size > 0) {
            const [address, people] = queues.entries().next().value!;
            queues.delete(address);
            const [person, queue] = people.entries().next().value!;
            people.delete(person);
            expected.push(queue.shift()!);
            if (queue.length > 0) people.set(person, queue);
            if (people.size > 0) queues.set(address, people);
          }
          // The first one ran before any other arrived (the rule starts after it).
          expect(order).toEqual(expected);
        },
      ),
    );
  });

  it("frees the thread of a decision that fails", async () => {
    const lane = createBotLane({ inFlight: 1 });
    const failed = lane.run(at(null, "a"), () => Promise.reject(new Error("crashed")));
    const thrown = lane.run(at(null, "b"), () => {
      throw new Error("at once");
    });
    const next = lane.run(at(null, "c"), () => Promise.resolve("next"));
    await expect(failed).rejects.toThrow("crashed");
    await expect(thrown).rejects.toThrow("at once");
    expect(await next).toBe("next");
    expect(lane.running).toBe(0);
  });
});

describe("a table's owner", () => {
  const seats = (...playerIds: (string | null)[]) =>
    playerIds.map((playerId, seat) => ({
      seat,
      playerId,
      botLevel: playerId ? null : "expert",
      botControlled: false,
      displayName: null,
      account: false,
    }));

  it("is its host at their last address, else its first person, else the table", () => {
    const book = createAddressBook();
    book.seen("host", "10.0.0.1");
    book.seen("host", "10.0.0.2");
    expect(
      ownerOf({ id: "g", hostPlayerId: "host", seats: seats(null, "x") }, book),
    ).toEqual({ person: "host", address: "10.0.0.2" });
    expect(
      ownerOf({ id: "g", hostPlayerId: null, seats: seats(null, "x") }, book),
    ).toEqual({
      person: "x",
      address: null,
    });
    expect(ownerOf({ id: "g", hostPlayerId: null, seats: seats(null) }, book)).toEqual({
      person: "table:g",
      address: null,
    });
  });

  it("is remembered for the most recently seen people only", () => {
    const book = createAddressBook(2);
    book.seen("a", "1");
    book.seen("b", "2");
    book.seen("a", "1"); // seen again: b is now the least recent
    book.seen("c", "3");
    expect(["a", "b", "c"].map((p) => book.of(p))).toEqual(["1", null, "3"]);
  });
});
