// The floor's tables, held in memory: each game's state, its moves' events (what a
// bot's history is made of), its streams and its pending bot turn. A move is what it
// must be and nothing more: the engine applies it to the state in memory, one
// statement commits it with the version check (store.ts), and the frame goes to every
// stream of the table, encoded once per seat (frames.ts). The bots answer as the
// app's do (packages/api/src/game-server/bot-turns.ts): after a pause of BOT_DELAY_MS, from
// their seat's view and the whole game's history as that seat saw it, on this thread
// (the levels that do not search answer in well under a millisecond; the load test's
// tables seat the Rookie and the Card shark).
//
// A table's moves are applied one after another (a promise chain per table): setup
// choices are made by several seats at once, and each must be applied to the state
// the last one left. The version check in the commit still guards against any other
// writer.
import { randomBytes } from "node:crypto";

import {
  applyMove,
  createGame,
  GameConfigError,
  IllegalMoveError,
  outcome,
  resolveConfig,
  toAct,
  viewFor,
} from "@3u3d/engine";
import type {
  GameConfig,
  GameEvent,
  GameOptions,
  GameState,
  Move,
  Ruleset,
  Seat,
} from "@3u3d/engine";
import { BOTS, isBotLevel } from "@3u3d/ai/bots";
import { seatHistory } from "@3u3d/ai/play";

import { FloorError } from "./errors";
import { frameFor, type Viewer } from "./frames";
import { newId } from "./sessions";
import type { Store } from "./store";

export interface SeatRow {
  playerId: string | null;
  botLevel: string | null;
}

export type Status = "LOBBY" | "PLAYING" | "FINISHED";

export interface Table {
  id: string;
  hostPlayerId: string;
  isPublic: boolean;
  inviteCode: string;
  config: GameConfig;
  seed: string;
  seats: SeatRow[];
  status: Status;
  version: number;
  state: GameState | null;
  /** Every event of the game, in order (a bot's history). */
  events: GameEvent[];
  /** The events of the last move (each frame carries them, redacted for its viewer). */
  lastEvents: GameEvent[];
  /** The open streams. */
  viewers: Set<Viewer>;
  /** This version's encoded frames, by viewer's seat ("s": a spectator). */
  frames: Map<string, Buffer>;
  /** Moves waiting to be applied, one after another. */
  chain: Promise<unknown>;
  botTurn: NodeJS.Timeout | null;
}

export type SeatSpec = { kind: "human" } | { kind: "bot"; level: string };

export interface TableRequest {
  ruleset: Ruleset;
  options: GameOptions;
  seats: SeatSpec[];
  isPublic: boolean;
}

/** A finished table stays this long for late readers, then memory lets it go. */
const FINISHED_KEPT_MS = 60_000;

export interface TablesOptions {
  store: Store;
  /** The pause before each bot move (the app's BOT_DELAY_MS). */
  botDelayMs: number;
  /** Told of a frame for the table's viewers (the streams, frames.ts). */
  publish: (table: Table) => void;
}

export function createTables({ store, botDelayMs, publish }: TablesOptions) {
  const tables = new Map<string, Table>();

  /** One after another per table; a failed step does not stop the next. */
  function inTurn<T>(table: Table, work: () => Promise<T>): Promise<T> {
    const run = table.chain.then(work, work);
    table.chain = run.catch(() => undefined);
    return run;
  }

  async function open(hostPlayerId: string, request: TableRequest): Promise<Table> {
    const humans = request.seats.filter((s) => s.kind === "human").length;
    // The load test's tables: its one person and bots. Another person would need
    // joining and a turn timer, which the floor does not do.
    if (humans !== 1)
      throw new FloorError(
        "BAD_REQUEST",
        "The floor seats exactly one person per table.",
      );
    for (const s of request.seats)
      if (s.kind === "bot" && !isBotLevel(s.level))
        throw new FloorError("BAD_REQUEST", `There is no bot level "${s.level}".`);
    const config: GameConfig = {
      ruleset: request.ruleset,
      players: request.seats.length,
      options: request.options,
    };
    try {
      resolveConfig(config, () => "check");
    } catch (error) {
      if (error instanceof GameConfigError)
        throw new FloorError("BAD_REQUEST", error.message);
      throw error;
    }
    const table: Table = {
      id: newId(),
      hostPlayerId,
      isPublic: request.isPublic,
      inviteCode: randomBytes(4).toString("hex").toUpperCase(),
      config,
      seed: randomBytes(16).toString("hex"),
      seats: request.seats.map((s) => ({
        playerId: s.kind === "human" ? hostPlayerId : null,
        botLevel: s.kind === "bot" ? s.level : null,
      })),
      status: "LOBBY",
      version: 0,
      state: null,
      events: [],
      lastEvents: [],
      viewers: new Set(),
      frames: new Map(),
      chain: Promise.resolve(),
      botTurn: null,
    };
    await store.createTable({
      id: table.id,
      config,
      seed: table.seed,
      isPublic: table.isPublic,
      inviteCode: table.inviteCode,
      hostPlayerId,
      seats: table.seats,
    });
    tables.set(table.id, table);
    return table;
  }

  async function start(playerId: string, gameId: string) {
    const table = tables.get(gameId);
    if (!table) throw new FloorError("NOT_FOUND", "There is no such game.");
    if (table.hostPlayerId !== playerId)
      throw new FloorError("FORBIDDEN", "Only the host starts the game.");
    return inTurn(table, async () => {
      if (table.status !== "LOBBY")
        throw new FloorError("CONFLICT", "The game has started already.");
      const state = createGame({ ...table.config, seed: table.seed });
      if (!(await store.deal(table.id, state, toAct(state))))
        throw new FloorError("CONFLICT", "The game has started already.");
      table.state = state;
      table.status = "PLAYING";
      table.frames.clear();
      publish(table);
      wakeBots(table);
      return { gameId, version: 0 };
    });
  }

  /** A person's move, made on `version` (the one they saw). */
  async function submit(playerId: string, gameId: string, version: number, move: Move) {
    const table = tables.get(gameId);
    if (!table) throw new FloorError("NOT_FOUND", "There is no such game.");
    const mine = table.seats.flatMap((s, seat) =>
      s.playerId === playerId ? [seat] : [],
    );
    if (mine.length === 0)
      throw new FloorError("FORBIDDEN", "You are not at this table.");
    return inTurn(table, () => {
      const acting = table.state ? toAct(table.state) : [];
      const seat = mine.find((s) => acting.includes(s)) ?? mine[0] ?? 0;
      return apply(table, seat, move, version, false);
    });
  }

  /** The one path of a move (a person's or a bot's); runs in the table's turn. */
  async function apply(
    table: Table,
    seat: Seat,
    move: Move,
    version: number,
    byBot: boolean,
  ) {
    const previous = table.state;
    if (table.status !== "PLAYING" || !previous)
      throw new FloorError("CONFLICT", "The game is not being played.");
    // Setup choices are made by everyone at once: others' choices move the version on.
    // A version from the future is refused whatever the move (the app's submit).
    const simultaneous =
      move.type === "setup" && previous.phase === "setup" && version < table.version;
    if (version !== table.version && !simultaneous)
      throw new FloorError(
        "CONFLICT",
        `The game has moved on (version ${table.version}, not ${version}).`,
      );
    let next: GameState;
    try {
      next = applyMove(previous, seat, move);
    } catch (error) {
      if (error instanceof IllegalMoveError)
        throw new FloorError("BAD_REQUEST", error.message);
      throw error;
    }
    const events = next.log.filter((e) => e.seq > previous.eventSeq);
    const result = outcome(next);
    const committed = await store.commit(
      {
        gameId: table.id,
        from: table.version,
        seat,
        move,
        byBot,
        next,
        events,
        acting: result.finished ? [] : toAct(next),
      },
      result.finished
        ? {
            winner: result.winner,
            stalemate: next.stalemate,
            order: result.order,
            scores: result.scores,
          }
        : null,
    );
    if (!committed)
      throw new FloorError(
        "CONFLICT",
        "Another move was stored first: the game moved on.",
      );
    table.version++;
    table.state = next;
    table.events.push(...events);
    table.lastEvents = events;
    table.frames.clear();
    if (result.finished) {
      table.status = "FINISHED";
      setTimeout(() => tables.delete(table.id), FINISHED_KEPT_MS).unref();
    }
    publish(table);
    if (!result.finished) wakeBots(table);
    return { version: table.version, finished: result.finished };
  }

  /** The first seat a bot plays among those who must act now. */
  function botToAct(table: Table): Seat | undefined {
    if (!table.state || table.status !== "PLAYING") return undefined;
    return toAct(table.state).find((s) => table.seats[s]?.playerId === null);
  }

  /** A bot must act: it moves after the pause, unless its turn is already coming. */
  function wakeBots(table: Table) {
    if (table.botTurn || botToAct(table) === undefined) return;
    table.botTurn = setTimeout(() => {
      table.botTurn = null;
      inTurn(table, async () => {
        const seat = botToAct(table);
        const state = table.state;
        if (seat === undefined || !state) return;
        const level = table.seats[seat]?.botLevel ?? "heuristic";
        const bot = BOTS[isBotLevel(level) ? level : "heuristic"];
        const move = bot(viewFor(state, seat), seatHistory(table.events, seat), {
          seed: `${table.id}/${table.version}/${seat}`,
        });
        await apply(table, seat, move, table.version, true);
      }).catch((error: unknown) => {
        console.error(`bot turn of ${table.id}:`, error);
      });
    }, botDelayMs);
  }

  return {
    open,
    start,
    submit,
    get: (gameId: string) => tables.get(gameId),
    /** The frame a viewer gets now (frames.ts). */
    frameFor,
    /** Stops every pending bot turn (shutting down). */
    close() {
      for (const table of tables.values()) if (table.botTurn) clearTimeout(table.botTurn);
    },
  };
}

export type Tables = ReturnType<typeof createTables>;
