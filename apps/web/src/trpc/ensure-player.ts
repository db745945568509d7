"use client";

import { api } from "./client";
import { chosenGuestName } from "./guest-name";

/** Makes sure the browser has a player: signed in, or a guest made on the spot under the name they chose. */
export async function ensurePlayer(): Promise<void> {
  if (!(await api.session.me.query())) {
    const name = chosenGuestName();
    await api.session.playAsGuest.mutate(name ? { name } : {});
  }
}
