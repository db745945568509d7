"use client";

import { useState } from "react";

import { PLAYER_LIMITS, type Ruleset } from "@3u3d/engine";
import { keepOffered, tableRules, type ChosenOptions } from "@3u3d/ui/table-rules";

import { seatsFor, type SeatChoice } from "./seat-choices";

/**
 * What a new table or championship is dealt with: the ruleset, the other seats and the
 * table options, kept consistent. Palace is for 2–5 players, 3UP 3DOWN for 2–12
 * (R-P-DECK, R-DECK), so a ruleset change drops seats and options it does not offer:
 * the forms never offer what the server would refuse.
 */
export type TableChoices = ReturnType<typeof useTableChoices>;

export function useTableChoices(firstOthers: SeatChoice[]) {
  const [ruleset, setRuleset] = useState<Ruleset>("3up3down");
  const [others, setOthers] = useState<SeatChoice[]>(firstOthers);
  const [options, setOptions] = useState<ChosenOptions>({});
  const players = others.length + 1;
  return {
    ruleset,
    others,
    setOthers,
    options,
    setOptions,
    players,
    /** The seats as the API takes them: you first, then the others in order. */
    seats: seatsFor(others),
    /** Bots in every other seat: such a table is dealt in the request that makes it. */
    botsOnly: others.every((o) => o !== "human"),
    maxSeats: PLAYER_LIMITS[ruleset].max,
    dealable: tableRules(ruleset, players, options).problem === null,
    chooseRuleset: (next: Ruleset) => {
      setRuleset(next);
      setOthers(others.slice(0, PLAYER_LIMITS[next].max - 1));
      setOptions(keepOffered(next, options));
    },
  };
}
