import type { ComponentType, ReactNode } from "react";

import { lazyPart } from "@3u3d/ui/lazy-part";

// One named export of a module as a part loaded lazily, for next/dynamic: the home
// page's parts (home/home-islands.tsx), the header's live parts (site/site-live.tsx)
// and the table (table/table-island.tsx) each come from one module, one chunk for all
// of them, and each part is one of its exports. They all wrote the same
// `load().then((m) => m.Name)`.
//
// On the modules' side each part is one component inside the providers it needs
// (`inside`), which each part wrote out again.
//
// A part the page can go without (`optional`) must also survive a chunk that did not
// come (offline before it was cached, a flaky network). next/dynamic keeps the first
// answer of its loader for the whole visit (one React.lazy), and the header lives as
// long as the visit does, so an empty part given once stayed empty. Such a part is
// loaded as the table's later parts are (@3u3d/ui lazy-part.tsx): a failed load is not
// kept, the part is then a stand-in that shows nothing and asks again when it is
// shown, when the browser is back online and when the tab is looked at again, and
// becomes the part once its code is here.
//
// In the browser a part's code is asked for in a task of its own, never inside the
// render that wants it (issue #65, first paint): React renders a lazy part while it
// hydrates the page, and the import() then added the chunk's scripts to the document in
// that same task, 60 ms of a phone's main thread on every page for the header's parts
// alone (a CPU profile at Lighthouse's 4x slowdown), making a long task longer. A part
// that is not in the server's HTML (`whenIdle`: the header's) waits for the browser's
// first idle moment, so the page's own parts and its first paint come first.

// Any component, as lazy-part.tsx (and React's own `lazy`) takes it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Part = ComponentType<any>;

export interface PartOptions {
  /** Show nothing (and ask again later) rather than fail when the code cannot come. */
  optional?: boolean;
  /** Not in the server's HTML: ask for the code when the browser is first idle. */
  whenIdle?: boolean;
}

/**
 * A loader for next/dynamic: `name` of the module `load` brings. A required part's
 * failed load fails (the page's error boundary says it); an optional one's does not.
 */
export function partOf<M extends Record<K, Part>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { optional = false, whenIdle = false }: PartOptions = {},
): () => Promise<M[K]> {
  const part = () =>
    inATaskOfItsOwn(whenIdle)
      .then(load)
      .then((module) => module[name]);
  return optional ? lazyPart(part).load : part;
}

/** How long a part waits for an idle moment at most (a page kept busy still gets it). */
const IDLE_WAIT_MS = 2000;

/** Resolves in a later task of the browser's (its idle time if `idle`); on the server at once. */
export function inATaskOfItsOwn(idle: boolean): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    if (idle && "requestIdleCallback" in window)
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * `Part` inside `Around` (its providers), as one component for a module of parts: both
 * are given the props, each reading its own.
 */
export function inside<A extends { children: ReactNode }, P extends object = object>(
  Around: (props: A) => ReactNode,
  Part: (props: P) => ReactNode,
): (props: Omit<A, "children"> & P) => ReactNode {
  return function Inside(props) {
    const around = { ...props, children: <Part {...props} /> } as unknown as A;
    return <Around {...around} />;
  };
}
