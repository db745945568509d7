"use client";

import { displayNameProblem } from "@3u3d/api/display-name";

import { api } from "./client";
import { PlayerWordsError } from "./error-words";
import { chosenGuestName } from "./guest-name";

/** Makes sure the browser has a player: signed in, or a guest made on the spot under the name they chose. */
export async function ensurePlayer(): Promise<void> {
  if (!(await api.session.me.query())) {
    const name = chosenGuestName();
    // The name field already shows what is wrong; the button says so too, in words.
    const problem = name === undefined ? null : displayNameProblem(name);
    if (problem) throw new PlayerWordsError(`Your name first: ${problem}`);
    await api.session.playAsGuest.mutate(name ? { name } : {});
  }
}
