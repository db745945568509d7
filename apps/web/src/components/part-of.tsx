import { useEffect, useState, type ComponentType, type ReactNode } from "react";

// One named export of a module as a part loaded lazily, for next/dynamic: the home
// page's parts (home/home-islands.tsx) and the header's live parts
// (site/site-live.tsx) each come from one module, one chunk for all of them, and each
// part is one of its exports. They all wrote the same `load().then((m) => m.Name)`.
//
// On the modules' side each part is one component inside the providers it needs
// (`inside`), which each part wrote out again.
//
// A part the page can go without (`optional`) must also survive a chunk that did not
// come (offline before it was cached, a flaky network). next/dynamic keeps the first
// answer of its loader for the whole visit (one React.lazy), and the header lives as
// long as the visit does, so an empty part given once stayed empty. Here a failed
// load is not kept: the part is then a stand-in that shows nothing and asks again
// when it is shown, when the browser is back online and when the tab is looked at
// again, and becomes the part once its code is here. The table's later parts
// (packages/ui/src/later-parts.tsx) recover the same way.

type Part = ComponentType<never>;

export interface PartOptions {
  /** Show nothing (and ask again later) rather than fail when the code cannot come. */
  optional?: boolean;
}

/**
 * A loader for next/dynamic: `name` of the module `load` brings. `load` is asked again
 * after a failure (an `import()` is: the bundler forgets a chunk that failed).
 */
export function partOf<M extends Record<K, Part>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { optional = false }: PartOptions = {},
): () => Promise<M[K]> {
  if (!optional) return () => load().then((module) => module[name]);

  let loaded: M[K] | undefined;
  let loading: Promise<M[K] | null> | undefined;
  // One request at a time; a failed one is forgotten, so the next ask tries again.
  const get = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      () => {
        loading = undefined;
        return null;
      },
    ));
  const standIn = untilItComes(get, () => loaded) as M[K];
  return () => get().then((part) => part ?? standIn);
}

/** Nothing, until `get` brings the part: asked on mount, back online and seen again. */
function untilItComes<P extends object>(
  get: () => Promise<ComponentType<P> | null>,
  loaded: () => ComponentType<P> | undefined,
): ComponentType<P> {
  function UntilItComes(props: P) {
    const [Shown, setShown] = useState(() => loaded());
    useEffect(() => {
      if (Shown) return;
      let mounted = true;
      const ask = () => {
        if (document.visibilityState === "hidden") return;
        void get().then((part) => {
          if (mounted && part) setShown(() => part);
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
  return UntilItComes;
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
