// Post-game analysis: after a game ends, a person may have their decisions judged. Each
// decision they made with a choice (in play, while nobody was out yet, not made by a
// bot for them) is searched by the expert from their seat's view at that moment — the
// engine replays the game to it, and the search sees that seat's view and history only,
// never the hidden cards — and the move played is compared with the expert's choice.
//
// The work runs off the request path: a step of DECISIONS_PER_STEP decisions per job in
// the shared analysis queue (beside the turn queue, with its own few workers: any
// instance takes a step, a dead one's step is retried), each decision in the coach's
// lane (coach-lane.ts: after any waiting hint, in the coach's low-priority worker
// pool) with a fixed search budget. A step appends its
// reviews and moves `done` on, guarded by the `done` it started from, so a retried step
// never counts twice; the row (kept by the analyses repository) is the progress the page
// shows. Stored once per game and seat; the CPU per game is bounded by
// ANALYSED_DECISIONS × REVIEW_BUDGET.
import { applyMoveInPlace, createGame, legalMoves, viewFor } from "@3u3d/engine";
import type { GameEvent, GameState, Move } from "@3u3d/engine";
import { createPlayLoop, type DecisionReview, type ReviewRequest } from "@3u3d/ai";
import type { GameRecord, Repositories, StoredGame } from "@3u3d/db/repositories";
import { RateLimiter } from "@3u3d/auth";

import type { AnalysisJob, Scheduler } from "./scheduler";
import { notFound, notYourSeat, refusalMsg, tooMany, wrongStatus } from "./errors";
import { ended, seatsOf } from "./table-policy";
import { waitInWords } from "../wait-in-words";

/** The most decisions of one seat judged per game (evenly spread over a longer game). */
export const ANALYSED_DECISIONS = 120;
/** Decisions judged per queued job: a step lasts well under a second of CPU. */
export const DECISIONS_PER_STEP = 8;
/** How many key moments are listed: the biggest drops, at least this big. */
export const KEY_MOMENTS = 5;
export const KEY_MOMENT_DROP = 0.05;

/** A judged decision: the move it was (seq: the move's number in the game) and its review. */
export interface JudgedDecision extends DecisionReview {
  seq: number;
}

export interface AnalysisSummary {
  /** none: not asked for yet; running: `done` of `total` judged; done: all judged. */
  status: "none" | "running" | "done";
  done: number;
  total: number;
  /** The biggest drops in estimated chance, biggest first (only once done). */
  keyMoments: JudgedDecision[];
  /** The person's seat in the game analysed. */
  seat: number;
}

/**
 * A decision to judge: the position before the move, the whole game until then as the
 * seat saw it (what the seat's search is given, as at the table), and the move played.
 */
interface Decision {
  seq: number;
  before: GameState;
  history: readonly GameEvent[];
  played: Move;
}

/** More than one legal move, and not only which face-down card to turn up. */
const isChoice = (moves: readonly Move[]) =>
  moves.length > 1 && moves.some((move) => move.type !== "flip");

/**
 * The decisions of `seat` worth judging: in play, with a choice (more than one legal
 * move, and not only which face-down card to turn up: nobody has seen those, R-HIDDEN),
 * while nobody is out yet (the goal is still to win), made by the person and not by a
 * bot for them; at most ANALYSED_DECISIONS, evenly spread.
 */
export function decisionsOf(
  record: Pick<GameRecord, "config" | "moves">,
  seat: number,
): Decision[] {
  const state = createGame(record.config);
  const found: (Partial<Decision> & Pick<Decision, "seq" | "played">)[] = [];
  record.moves.forEach((m, i) => {
    if (
      m.seat === seat &&
      !m.byBot &&
      state.phase === "play" &&
      state.winner === null &&
      isChoice(legalMoves(state, seat))
    )
      found.push({ seq: i + 1, played: m.move });
    applyMoveInPlace(state, m.seat, m.move);
  });
  const kept =
    found.length <= ANALYSED_DECISIONS
      ? found
      : found.filter(
          (_, i) =>
            Math.floor((i * ANALYSED_DECISIONS) / found.length) !==
            Math.floor(((i - 1) * ANALYSED_DECISIONS) / found.length),
        );
  // Positions only for the decisions kept (a replay with a copy at each).
  const wanted = new Map(kept.map((d) => [d.seq, d]));
  const replay = createPlayLoop(createGame(record.config), { inPlace: true });
  record.moves.forEach((m, i) => {
    const decision = wanted.get(i + 1);
    if (decision) {
      decision.before = structuredClone(replay.state);
      decision.history = [...replay.sight(seat).history];
    }
    replay.play(m.seat, m.move);
  });
  return kept as Decision[];
}

/** The key moments of a finished analysis: the biggest drops, biggest first. */
export function keyMoments(reviews: readonly JudgedDecision[]): JudgedDecision[] {
  return reviews
    .filter((r) => r.bestChance - r.playedChance >= KEY_MOMENT_DROP)
    .sort((a, b) => b.bestChance - b.playedChance - (a.bestChance - a.playedChance))
    .slice(0, KEY_MOMENTS);
}

export interface AnalystOptions {
  /** Analyses are stored there, and how often one person may start one is counted. */
  repositories: Pick<Repositories, "analyses" | "limits">;
  /** Who sat where and whether the game is over (the games repository's light read). */
  seating(
    gameId: string,
  ): Promise<Pick<StoredGame, "status" | "isPublic" | "seats"> | null>;
  /** Judges one decision (the coach's lane). */
  review(request: ReviewRequest): Promise<DecisionReview | null>;
  /** The game's record once it has ended (config with seed, moves, seats). */
  record(gameId: string): Promise<GameRecord | null>;
  /** Where its steps are queued (as "analysis" jobs, routed back to `step`). */
  scheduler: Pick<Scheduler, "schedule" | "clock">;
}

export function createAnalyst(options: AnalystOptions) {
  const { analyses, limits } = options.repositories;
  const { scheduler } = options;
  /** Queues a step (once per step, like every job), due now. */
  const queue = (job: Omit<AnalysisJob, "kind">) =>
    scheduler.schedule(
      { ...job, kind: "analysis" },
      `${job.seat}/${job.from}`,
      new Date(scheduler.clock.now()),
    );
  // A game's analysis costs seconds of CPU: a few at once, then one every minute or so.
  const limiter = new RateLimiter(limits, "analyses", {
    freeAttempts: 5,
    firstDelayMs: 30_000,
    maxDelayMs: 120_000,
    forgetAfterMs: 600_000,
  });

  /** The caller's seat in an ended game, and the game's record. */
  async function yourEndedGame(gameId: string, playerId: string) {
    // Asked every second while an analysis runs: seats and status only, not the game.
    const game = await options.seating(gameId);
    const seat = game ? seatsOf(game, playerId)[0] : undefined;
    // Someone else's invite-only game does not exist for the caller (as in game.view).
    if (!game || (seat === undefined && !game.isPublic)) throw notFound("game");
    if (seat === undefined) throw notYourSeat(refusalMsg("analysis.ownGamesOnly"));
    if (!ended(game)) throw wrongStatus(refusalMsg("analysis.afterTheEnd"));
    return seat;
  }

  async function summary(gameId: string, seat: number): Promise<AnalysisSummary> {
    const row = await analyses.find(gameId, seat);
    if (!row) return { status: "none", done: 0, total: 0, keyMoments: [], seat };
    const finished = row.done >= row.total;
    return {
      status: finished ? "done" : "running",
      done: row.done,
      total: row.total,
      // The reviews are the judged decisions this file stored (step, below).
      keyMoments: finished ? keyMoments(row.reviews as unknown as JudgedDecision[]) : [],
      seat,
    };
  }

  return {
    /** The caller's analysis of an ended game of theirs, as far as it has got. */
    get: async (gameId: string, playerId: string): Promise<AnalysisSummary> => {
      return summary(gameId, await yourEndedGame(gameId, playerId));
    },

    /** Starts the caller's analysis (once per game and seat; asking again changes nothing). */
    start: async (gameId: string, playerId: string): Promise<AnalysisSummary> => {
      const seat = await yourEndedGame(gameId, playerId);
      const existing = await summary(gameId, seat);
      if (existing.status !== "none") return existing;
      const verdict = await limiter.attempt(playerId);
      if (!verdict.ok)
        throw tooMany(
          refusalMsg("analysis.tooFast", { wait: waitInWords(verdict.retryAfterMs) }),
        );
      const record = await options.record(gameId);
      if (!record) throw wrongStatus(refusalMsg("analysis.afterTheEnd"));
      const total = decisionsOf(record, seat).length;
      // Two tabs asking at once: one analysis, one first step.
      const started = await analyses.start(gameId, seat, total);
      if (started && total > 0)
        await queue({ gameId, version: record.moves.length, seat, from: 0 });
      return summary(gameId, seat);
    },

    /** One step of an analysis, taken from the queue on whichever instance (its route). */
    step: async (job: AnalysisJob): Promise<void> => {
      const row = await analyses.find(job.gameId, job.seat);
      if (row?.done !== job.from) return; // a step already made (a retry), or none
      const record = await options.record(job.gameId);
      if (!record) return;
      // Counted when the analysis started: a deploy since may have changed which
      // decisions count, so the steps stop at whichever end comes first, and the last
      // one completes the count (no analysis is left running for ever).
      const decisions = decisionsOf(record, job.seat);
      const end = Math.min(decisions.length, row.total);
      const step = decisions.slice(
        job.from,
        Math.min(job.from + DECISIONS_PER_STEP, end),
      );
      const reviews: JudgedDecision[] = [];
      for (const d of step) {
        const review = await options.review({
          view: viewFor(d.before, job.seat),
          history: d.history,
          played: d.played,
          seed: `${job.gameId}/${d.seq}`,
        });
        if (review) reviews.push({ seq: d.seq, ...review });
      }
      const to = job.from + step.length;
      const last = to >= end;
      const moved = await analyses.addStep(
        job.gameId,
        job.seat,
        job.from,
        last ? row.total - job.from : step.length,
        reviews,
      );
      if (moved && !last) await queue({ ...job, from: to });
    },
  };
}

export type Analyst = ReturnType<typeof createAnalyst>;
