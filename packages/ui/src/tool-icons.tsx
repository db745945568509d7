// The icons of the table's tool buttons (history, talk, rules, settings) and of the
// drawer's Close, drawn in SVG so they look the same everywhere; the buttons carry the
// words as their names.

const PATHS: Record<string, string> = {
  // A list with lines.
  log: "M4 6h2M9 6h11M4 12h2M9 12h11M4 18h2M9 18h11",
  // A speech bubble.
  talk: "M4 5h16v10H10l-4 4v-4H4z",
  // An open book.
  rules:
    "M12 6c-2-1.5-5-2-8-1.5V19c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V4.5C17 4 14 4.5 12 6zM12 6v14.5",
  // Three sliders.
  settings: "M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4M4 12h13M19 12h1",
  // A cross.
  close: "M6 6l12 12M18 6L6 18",
};

export function ToolIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      className="tool-icon"
    >
      <path
        d={PATHS[name] ?? PATHS.settings}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
