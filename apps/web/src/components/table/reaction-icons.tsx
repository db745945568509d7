import type { ReactionId } from "@3u3d/api/talk";

// The quick reactions drawn in SVG: an emoji font is missing on many machines (three of
// the six showed as empty boxes), and a drawing looks the same everywhere. Decorative:
// the button or bubble around one carries its name.

/** The "good game" badge: gamers' shorthand, the same in every language (its name is translated). */
const GG = "GG";

const FACE = "#ffc107";
const INK = "#3b2a00";

/** A 32-unit drawing the size of a line of text. */
function Drawing({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden="true" className="emote">
      {children}
    </svg>
  );
}

function Face({ children }: { children: React.ReactNode }) {
  return (
    <Drawing>
      <circle cx="16" cy="16" r="14" fill={FACE} stroke={INK} strokeWidth="1.5" />
      {children}
    </Drawing>
  );
}

const eyes = (
  <>
    <circle cx="11" cy="12.5" r="2" fill={INK} />
    <circle cx="21" cy="12.5" r="2" fill={INK} />
  </>
);

export function ReactionIcon({ id }: { id: ReactionId }) {
  switch (id) {
    case "thumbs-up":
      return (
        <Drawing>
          <path
            d="M5 14h5v13H5zM12 14l5-9c2 0 3 1.5 2.5 3.5L18.5 13H26c1.7 0 2.8 1.6 2.3 3.2l-2.8 9c-.3 1.1-1.3 1.8-2.4 1.8H12z"
            fill={FACE}
            stroke={INK}
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </Drawing>
      );
    case "laugh":
      return (
        <Face>
          <path
            d="M8 11.5q3-3 6 0M18 11.5q3-3 6 0"
            stroke={INK}
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
          <path d="M8 17h16q-1 8-8 8t-8-8z" fill={INK} />
        </Face>
      );
    case "wow":
      return (
        <Face>
          {eyes}
          <ellipse cx="16" cy="22" rx="3.5" ry="4.5" fill={INK} />
        </Face>
      );
    case "ouch":
      return (
        <Face>
          {eyes}
          <rect
            x="8.5"
            y="18.5"
            width="15"
            height="6"
            rx="2"
            fill="#fff"
            stroke={INK}
            strokeWidth="1.5"
          />
          <path d="M12.3 18.5v6M16 18.5v6M19.7 18.5v6" stroke={INK} strokeWidth="1.2" />
        </Face>
      );
    case "party":
      return (
        <Drawing>
          <path
            d="M4 28l6-17 11 11z"
            fill={FACE}
            stroke={INK}
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <path
            d="M16 9l2-5M21 13l6-3M22 6l2 2"
            stroke="#dc3545"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <circle cx="26" cy="18" r="1.6" fill="#0d6efd" />
          <circle cx="13" cy="5" r="1.6" fill="#198754" />
        </Drawing>
      );
    case "gg":
      return (
        <Drawing>
          <rect
            x="1.5"
            y="6"
            width="29"
            height="20"
            rx="6"
            fill="#fff"
            stroke={INK}
            strokeWidth="1.5"
          />
          <text
            x="16"
            y="21"
            textAnchor="middle"
            fontSize="13"
            fontWeight="900"
            fill={INK}
            fontFamily="sans-serif"
          >
            {GG}
          </text>
        </Drawing>
      );
  }
}
