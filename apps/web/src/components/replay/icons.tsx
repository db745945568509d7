// Control icons drawn in SVG: font glyphs such as ⏮ ⏭ render as empty boxes where the
// font lacks them (Chromium with Debian's default fonts). Decorative: the button's
// text names the control.

const PATHS = {
  start: "M5 4h2.5v16H5z M20 4v16L8.5 12z",
  back: "M19 4v16L7 12z",
  play: "M7 4v16l13-8z",
  pause: "M6 4h4.5v16H6z M13.5 4H18v16h-4.5z",
  forward: "M5 4v16l12-8z",
  end: "M16.5 4H19v16h-2.5z M4 4v16l11.5-8z",
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
