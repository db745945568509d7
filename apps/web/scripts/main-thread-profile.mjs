// Where a page's blocking time goes: the page loaded in Debian's Chromium with its CPU
// slowed 4x (as Lighthouse's mobile run pretends), a CPU profile of its main thread, and
// for each long task (over 50 ms, from the page's own PerformanceObserver) the
// functions and files that spent it and the outermost of our own components on their
// stacks, through the chunks' source maps. Lighthouse gives the total; this says what
// it is made of (issue #65, first paint). Needs a build with browser source maps
// (ANALYZE_SOURCE_MAPS=1 at build time) and its server running:
//   node scripts/main-thread-profile.mjs http://127.0.0.1:3400 [/|table|/any/path] [runs=1]
// "table" is a table as its seated player (seated-table.mjs). Times are of the slowed
// CPU, so 50 ms here is Lighthouse's long task; a busy machine lengthens them all.
import { chromium } from "@playwright/test";

import { chunkWithMap, placeFinder } from "./source-maps.mjs";
import { seatedTable } from "./seated-table.mjs";

const [base = "http://127.0.0.1:3400", what = "/", runsArg = "1"] = process.argv.slice(2);

/** Our own code in a source path: the app's src or a workspace package's. */
const OURS = /(apps\/web\/src|packages\/[^/]+\/src)\//;
const short = (file) =>
  file
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, "")
    .replace(/^.*apps\/web\/src\//, "web/")
    .replace(/^.*packages\//, "packages/");

const finders = new Map();
/** A profile's call frame as "name file:line" through its chunk's source map. */
async function placeOf({ url, lineNumber, columnNumber, functionName }) {
  if (!url.includes("/_next/static/"))
    return { label: functionName || "(native)", ours: false };
  if (!finders.has(url))
    finders.set(
      url,
      chunkWithMap(url).then(placeFinder, () => () => null),
    );
  const place = (await finders.get(url))(lineNumber, columnNumber);
  if (!place)
    return {
      label: `${functionName || "(anonymous)"} ${url.split("/").pop()}`,
      ours: false,
    };
  const name = place.name ?? (functionName || "(anonymous)");
  return {
    label: `${name} ${short(place.file)}:${place.line}`,
    ours: OURS.test(place.file),
  };
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
  ],
});
for (let run = 1; run <= Number(runsArg); run++) {
  const table = what === "table" ? await seatedTable(base, "Profiled") : null;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: table ? { cookie: table.cookie } : {},
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
    // A marker the profile can find, to line its clock up with performance.now().
    window.__markedAt = performance.now();
    (function __profileMarker__() {
      const end = performance.now() + 3;
      while (performance.now() < end);
    })();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
  await cdp.send("Profiler.start");
  await page.goto(table?.url ?? new URL(what, base).href, { waitUntil: "load" });
  await page.waitForTimeout(7000);
  const { profile } = await cdp.send("Profiler.stop");
  const { longTasks, markedAt } = await page.evaluate(() => ({
    longTasks: window.__longTasks,
    markedAt: window.__markedAt,
  }));
  await context.close();

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = 0;
  const samples = profile.samples.map((id, i) => ({
    id,
    at: (t += profile.timeDeltas[i]),
  }));
  const stack = (id) => {
    const frames = [];
    for (let p = id; p; p = parent.get(p)) frames.push(nodes.get(p).callFrame);
    return frames;
  };
  const marker = samples.find((s) =>
    stack(s.id).some((f) => f.functionName === "__profileMarker__"),
  );
  const offsetMs = marker ? marker.at / 1000 - markedAt : 0;
  const blocking = longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  console.log(
    `\n### ${what} run ${run}: ${longTasks.length} long tasks, blocking ${Math.round(blocking)} ms` +
      (marker ? "" : " (marker not found: tasks not lined up)"),
  );

  for (const [start, duration] of longTasks) {
    const from = (start + offsetMs) * 1000;
    const to = (start + duration + offsetMs) * 1000;
    const self = new Map();
    const files = new Map();
    const outermost = new Map();
    const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
    for (let i = 0; i < samples.length - 1; i++) {
      const { id, at } = samples[i];
      if (at < from || at > to) continue;
      const us = samples[i + 1].at - at;
      const frames = stack(id);
      const top = await placeOf(frames[0]);
      add(self, top.label, us);
      add(
        files,
        top.label.split(" ").slice(1).join(" ").replace(/:\d+$/, "") || top.label,
        us,
      );
      let ours = "(none of ours)";
      for (const frame of frames) {
        const place = await placeOf(frame);
        if (place.ours) ours = place.label;
      }
      add(outermost, ours, us);
    }
    const list = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([label, us]) => `    ${(us / 1000).toFixed(1).padStart(6)} ms  ${label}`)
        .join("\n");
    console.log(
      `- at ${Math.round(start)} ms, ${Math.round(duration)} ms\n  self, by function:\n${list(self, 10)}\n` +
        `  self, by file:\n${list(files, 6)}\n  outermost of ours on the stack:\n${list(outermost, 6)}`,
    );
  }
}
await browser.close();
