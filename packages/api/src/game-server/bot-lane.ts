// The bots' lane: on each instance, every live bot decision that searches (an Expert's
// or a Tactician's, @3u3d/ai `searches`) waits here for the bots' worker threads, and
// takes its turn by owner, so one person's many tables cannot slow another's one
// (issue #61, item 3: one guest's ten tables of eleven Experts, moving instantly, had
// taken another person's Expert reply from a median of 128 ms to 632 ms, then 1–2 s,
// because every turn waited in the worker pool's one first-come queue).
//
// - At most `inFlight` decisions think at once: the pool's threads, so the pool's own
//   queue stays empty and the order is decided here.
// - The owner of a table's bot work is a person (its host) and the address they were
//   last seen from (`createAddressBook`). Waiting decisions are taken round-robin over
//   the addresses with work waiting, then over the people of that address, first come
//   first served within a person. An address is one share however many guests it
//   makes; a person whose address is unknown here (not seen by this instance) is a
//   share of their own.
// - So a decision waits for at most the ones already thinking plus one of each other
//   owner with work waiting, never for all of a flood's turns. What one owner has
//   waiting is bounded by their tables (a table has one bot turn at a time): ten open
//   tables per person (tables.ts), and few tables with searching bots per address
//   (services/address-limits.ts).
//
// Hand-written (small, and tested in unit/bot-lane.test.ts) because the queues at
// hand don't do this: p-queue runs in priority order, not by turns per key, and
// Bottleneck's groups give each key a limiter of its own, with no bound shared by all.
import { LRUCache } from "lru-cache";

import type { StoredGame } from "@3u3d/db/repositories";

/** Whose bot work a decision is: a person, and the address they were last seen from. */
export interface BotOwner {
  person: string;
  /** The address bucket (clientKey), or null when this instance has not seen it. */
  address: string | null;
}

export interface BotLaneOptions {
  /** Decisions thinking at once: the bots' worker threads. */
  inFlight: number;
}

export interface BotLane {
  /** Runs `work` once its owner's turn comes and a thread is free. */
  run<T>(owner: BotOwner, work: () => Promise<T>): Promise<T>;
  /** Decisions waiting (not thinking yet). */
  readonly waiting: number;
  /** Decisions thinking now. */
  readonly running: number;
}

type Start = () => void;

export function createBotLane(options: BotLaneOptions): BotLane {
  const inFlight = Math.max(1, options.inFlight);
  /**
   * Waiting work by address, then by person. A Map keeps insertion order: the first
   * key is the next in turn, and one that still waits after its turn goes to the back.
   */
  const byAddress = new Map<string, Map<string, Start[]>>();
  let waiting = 0;
  let running = 0;

  /** The next in turn, taken from its queue (its address and person rotated back). */
  function next(): Start | undefined {
    const [address, people] = byAddress.entries().next().value ?? [];
    if (address === undefined || !people) return undefined;
    byAddress.delete(address);
    const [person, queue] = people.entries().next().value ?? [];
    if (person === undefined || !queue) return next();
    people.delete(person);
    const start = queue.shift();
    if (queue.length > 0) people.set(person, queue);
    if (people.size > 0) byAddress.set(address, people);
    return start;
  }

  function startWhatFits() {
    while (running < inFlight) {
      const start = next();
      if (!start) return;
      waiting--;
      running++;
      start();
    }
  }

  return {
    run<T>(owner: BotOwner, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          // A work that throws at once still frees its thread.
          Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              running--;
              startWhatFits();
            });
        };
        const address = owner.address ?? `person:${owner.person}`;
        const people = byAddress.get(address) ?? new Map<string, Start[]>();
        byAddress.set(address, people);
        const queue = people.get(owner.person) ?? [];
        people.set(owner.person, queue);
        queue.push(start);
        waiting++;
        startWhatFits();
      });
    },
    get waiting() {
      return waiting;
    },
    get running() {
      return running;
    },
  };
}

/**
 * Who a table's bot work belongs to: its host (else the first person seated, else the
 * table itself), at the address that person was last seen from on this instance.
 */
export function ownerOf(
  game: Pick<StoredGame, "id" | "hostPlayerId" | "seats">,
  addresses: Pick<AddressBook, "of">,
): BotOwner {
  const person =
    game.hostPlayerId ??
    game.seats.find((s) => s.playerId !== null)?.playerId ??
    `table:${game.id}`;
  return { person, address: addresses.of(person) };
}

/** How many people's last addresses an instance keeps (the least recently seen go first). */
export const ADDRESS_BOOK_SIZE = 20_000;

export interface AddressBook {
  /** `playerId` made a request from `address` (its clientKey bucket). */
  seen(playerId: string, address: string): void;
  /** Where `playerId` was last seen from, if this instance still knows. */
  of(playerId: string): string | null;
}

/**
 * Where each person was last seen from, per instance, bounded: the tRPC layer notes
 * every player's request (trpc.ts), and a table's bot work is charged to its host's
 * address. Nothing is stored: an instance that has not seen the host charges the
 * host alone.
 */
export function createAddressBook(size = ADDRESS_BOOK_SIZE): AddressBook {
  // lru-cache (well kept, tested, bounded by count). Only a sighting makes a person
  // recent: asking where they were seen from (`peek`) does not, as before.
  const last = new LRUCache<string, string>({ max: size });
  return {
    seen(playerId, address) {
      last.set(playerId, address);
    },
    of: (playerId) => last.peek(playerId) ?? null,
  };
}
