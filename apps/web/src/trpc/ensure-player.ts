"use client";

import { api } from "./client";

/** Makes sure the browser has a player: signed in, or a guest made on the spot. */
export async function ensurePlayer(): Promise<void> {
  if (!(await api.session.me.query()))
    await api.session.playAsGuest.mutate({ name: "Guest" });
}
