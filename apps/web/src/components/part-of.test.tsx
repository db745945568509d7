import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { inside, partOf } from "./part-of";

// The loader next/dynamic is given (part-of.tsx), with a module whose chunk fails to
// come once: a failure must not be kept for the visit (the header lives as long as it).
// Rendered on the server's renderer, where each render is a fresh mount of the part.

const Greeting = ({ word }: { word: string }) => <b>{word}</b>;
const parts = { Greeting };
const offline = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("partOf", () => {
  it("gives the named export of the module", async () => {
    const load = vi.fn(() => Promise.resolve(parts));
    expect(await partOf(load, "Greeting")()).toBe(Greeting);
  });

  it("lets a required part's failed load fail (the page's error boundary says it)", async () => {
    await expect(partOf(offline, "Greeting")()).rejects.toThrow("Failed to fetch");
  });

  it("asks again after a failed load, and shows the part once its code is here", async () => {
    const load = vi.fn<() => Promise<typeof parts>>(offline);
    const loader = partOf(load, "Greeting", { optional: true });

    // The chunk did not come: a stand-in that shows nothing.
    const First = await loader();
    expect(First).not.toBe(Greeting);
    expect(renderToString(<First word="hello" />)).toBe("");
    expect(load).toHaveBeenCalledTimes(1);

    // The network is back: the next ask loads it (the failure was not kept) ...
    load.mockImplementation(() => Promise.resolve(parts));
    expect(await loader()).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
    // ... and the stand-in next/dynamic kept shows the part when it mounts again.
    expect(renderToString(<First word="hello" />)).toBe("<b>hello</b>");

    // Once here, it is not asked for again.
    expect(await loader()).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks once for parts asked for at the same time", async () => {
    let arrive: (module: typeof parts) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof parts>((resolve) => (arrive = resolve)));
    const loader = partOf(load, "Greeting", { optional: true });
    const both = Promise.all([loader(), loader()]);
    arrive(parts);
    expect(await both).toEqual([Greeting, Greeting]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("inside", () => {
  it("renders the part inside its providers, each given the props", () => {
    const Around = ({ tone, children }: { tone: string; children: React.ReactNode }) => (
      <div className={tone}>{children}</div>
    );
    const Both = inside(Around, Greeting);
    expect(renderToString(<Both tone="warm" word="hi" />)).toBe(
      '<div class="warm"><b>hi</b></div>',
    );
  });
});
