"use client";

import { useEffect, useState, type ComponentType } from "react";

// A part whose code comes in a chunk of its own and that the page can go without: the
// table's result and Rules tab (later-parts.tsx, behind React.lazy) and the web app's
// header parts (apps/web components/part-of.tsx, behind next/dynamic). Either way one
// lazy keeps the first answer of its loader for as long as the page lives, so a chunk
// that did not come (offline before it was cached, a flaky network, a deploy in
// between) must not be that answer, or the part stays out for good. And the loader
// must not fail, or the page's error boundary takes the page down for a part it did
// not need. So a failed load is not kept: the answer is then a stand-in that shows
// nothing and asks again when it is shown, when the browser is back online and when
// the tab is looked at again, and becomes the part once its code is here.

// Any component, as React's own `lazy` takes it (a class component's props are not
// assignable to `never`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Part = ComponentType<any>;

export interface LazyPart<C extends Part> {
  /** The part, or while its code cannot come a stand-in for it; never fails. */
  load: () => Promise<C>;
  /** Asks for the code now; done when it came or failed (a failure is forgotten). */
  preload: () => Promise<void>;
}

/**
 * `load` (an `import()` and the export wanted) as a part that survives a chunk that
 * did not come. `load` is asked again after a failure (an `import()` is: the bundler
 * forgets a chunk that failed); one request at a time.
 */
export function lazyPart<C extends Part>(load: () => Promise<C>): LazyPart<C> {
  let loaded: C | undefined;
  let loading: Promise<C | null> | undefined;
  const get = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      () => {
        loading = undefined;
        return null;
      },
    ));
  const standIn = untilItComes(get, () => loaded);
  return {
    load: () => get().then((part) => part ?? standIn),
    preload: () => get().then(() => undefined),
  };
}

/** Nothing, until `get` brings the part: asked on mount, back online and seen again. */
function untilItComes<C extends Part>(
  get: () => Promise<C | null>,
  loaded: () => C | undefined,
): C {
  function UntilItComes(props: object) {
    const [Shown, setShown] = useState(
      () => loaded() as ComponentType<object> | undefined,
    );
    useEffect(() => {
      if (Shown) return;
      let mounted = true;
      const ask = () => {
        if (document.visibilityState === "hidden") return;
        void get().then((part) => {
          if (mounted && part) setShown(() => part as ComponentType<object>);
        });
      };
      ask();
      window.addEventListener("online", ask);
      document.addEventListener("visibilitychange", ask);
      return () => {
        mounted = false;
        window.removeEventListener("online", ask);
        document.removeEventListener("visibilitychange", ask);
      };
    }, [Shown]);
    return Shown ? <Shown {...props} /> : null;
  }
  return UntilItComes as unknown as C;
}
