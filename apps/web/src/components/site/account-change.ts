"use client";

import { useSyncExternalStore } from "react";

// While this browser's session is being replaced or ended — a new password (the server
// ends every session of the account, this one too, and the page then signs in again
// with it), the account deleted, "sign out everywhere" — the parts of the page that ask
// for an account's answers in the background (the header's challenges and friends, the
// person's news stream) hold their requests. Sent in between, they would carry a
// session the server has just ended: its 401s are errors in the browser's console
// (the browser logs a failed load itself, so no handler can make them quiet), and a
// person who changed nothing but their password sees nothing go wrong. Once the new
// session is there they ask again; when the page leaves signed out they never do.
//
// Not the other way, the password change's own answer carrying a new session: that
// would make our code mint Auth.js's session cookie (its name, salt and encryption) in a
// second place, and it would not cover a deleted account or signing out everywhere,
// which end this session on purpose.

let changes = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Holds the background requests until the returned function is called (once is enough). */
export function holdForAccountChange(): () => void {
  changes += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    changes -= 1;
    notify();
  };
}

/** True while an account change is under way: asking for an account's answers waits. */
export function useAccountChanging(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => changes > 0,
    () => false,
  );
}
