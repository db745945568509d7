import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { lazyPart } from "../src/lazy-part";

// A part whose chunk fails to come once (lazy-part.tsx): a failure must not be kept for
// the page's life, and the loader must never fail. Rendered on the server's renderer,
// where each render is a fresh mount of the part (the stand-in's asking on mount,
// online and seen again needs a browser: e2e/header-live-parts.spec.ts).

const Greeting = ({ word }: { word: string }) => createElement("b", null, word);
const offline = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("lazyPart", () => {
  it("gives the part once its code is here, asked for once", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = lazyPart(load);
    expect(await part.load()).toBe(Greeting);
    expect(await part.load()).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a failed load, and shows the part once its code is here", async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>(offline);
    const part = lazyPart(load);

    // The chunk did not come: a stand-in that shows nothing, not a failure.
    const First = await part.load();
    expect(First).not.toBe(Greeting);
    expect(renderToString(createElement(First, { word: "hello" }))).toBe("");
    expect(load).toHaveBeenCalledTimes(1);

    // The network is back: the next ask loads it (the failure was not kept) ...
    load.mockImplementation(() => Promise.resolve(Greeting));
    expect(await part.load()).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
    // ... and the stand-in a lazy kept shows the part when it mounts again.
    expect(renderToString(createElement(First, { word: "hello" }))).toBe("<b>hello</b>");

    // Once here, it is not asked for again.
    expect(await part.load()).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads, and a failed preload is forgotten too", async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>(offline);
    const part = lazyPart(load);
    const preloading = part.preload();
    // Shown meanwhile: the preload's request is the one waited for, and it failed.
    expect(await part.load()).not.toBe(Greeting);
    await preloading;
    expect(load).toHaveBeenCalledTimes(1);

    load.mockImplementation(() => Promise.resolve(Greeting));
    await part.preload();
    expect(await part.load()).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks once for parts asked for at the same time", async () => {
    let arrive: (part: typeof Greeting) => void = () => undefined;
    const load = vi.fn(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
    );
    const part = lazyPart(load);
    const both = Promise.all([part.load(), part.load(), part.preload()]);
    arrive(Greeting);
    expect(await both).toEqual([Greeting, Greeting, undefined]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
