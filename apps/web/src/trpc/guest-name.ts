"use client";

// The name a new guest chose (or kept) in the name field before their first game. The
// field and the buttons that start a game are far apart on the page, so the choice
// waits here until ensurePlayer makes the guest.
let chosen: string | null = null;

export function chooseGuestName(name: string): void {
  chosen = name.trim();
}

/** The chosen name if it can be one (2+ characters); else the server suggests one. */
export function chosenGuestName(): string | undefined {
  return chosen !== null && chosen.length >= 2 ? chosen : undefined;
}
