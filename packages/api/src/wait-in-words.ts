// A wait as a player reads it: "12 seconds", "3 minutes", "3 Minuten" (rounded up), as a
// message (refusals.wait) that goes inside a refusal's words ("try again in {wait}") and
// is said with it, in the reader's language, plural and number by the catalogue's ICU.
import { msg, type Msg } from "@3u3d/i18n/msg";

export function waitInWords(ms: number): Msg {
  return ms < 60_000
    ? msg("refusals.wait.seconds", { seconds: Math.ceil(ms / 1000) })
    : msg("refusals.wait.minutes", { minutes: Math.ceil(ms / 60_000) });
}
