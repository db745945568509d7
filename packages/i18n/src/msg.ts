// Words as data: a message id in the catalogues (packages/i18n/messages/<locale>/
// <namespace>.json, the id's first part naming the namespace) plus its values. Pure code
// (the table's status and log, card names, refusals, the API's errors and pushes) builds
// these without knowing the language; whoever shows one says it in the reader's language
// (a component with @3u3d/ui's useSay, the server with `say` and a translator). No React
// here, so the API, the practice worker and the table all use it. A value may
// itself be a message (a card's name inside a status line) or a list of them ("red 5
// and blue 5"), said first.

export interface Msg {
  readonly id: string;
  readonly values?: Readonly<Record<string, MsgValue>>;
}
/**
 * A list said the reader's way: "red 5, blue 5 and green 5", "rote 5, blaue 5 und …";
 * or, with a separator, its items joined by it ("Two decks · Draw instead of playing").
 */
export interface MsgList {
  readonly list: readonly MsgValue[];
  readonly separator?: string;
}
export type MsgValue = string | number | Msg | MsgList;

/** What saying a message needs: the catalogue lookup and the language's list joiner. */
export interface Speaker {
  /** use-intl's `t` (or `createTranslator`'s) with plain values. */
  t: (id: string, values?: Record<string, string | number>) => string;
  list: (items: readonly string[]) => string;
}

export const msg = (id: string, values?: Record<string, MsgValue>): Msg =>
  values ? { id, values } : { id };

export const msgList = (list: readonly MsgValue[], separator?: string): MsgList =>
  separator === undefined ? { list } : { list, separator };

function sayValue(speaker: Speaker, value: MsgValue): string | number {
  if (typeof value !== "object") return value;
  if ("list" in value) {
    const items = value.list.map((v) => String(sayValue(speaker, v)));
    return value.separator === undefined
      ? speaker.list(items)
      : items.join(value.separator);
  }
  return say(speaker, value);
}

/** A message in words: its nested messages first, then the message itself. */
export function say(speaker: Speaker, message: Msg): string {
  if (!message.values) return speaker.t(message.id);
  const plain: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(message.values))
    plain[key] = sayValue(speaker, value);
  return speaker.t(message.id, plain);
}

/**
 * One joiner per language, its Intl.ListFormat made when a list is first said: the
 * first ListFormat a page makes loads the language's list data (15–30 ms of a table's
 * hydration in a profile, issue #65), and useSay (packages/ui) asks for a joiner on
 * every render of every part of the table, most of which say no list.
 */
const joiners = new Map<string, Speaker["list"]>();

/**
 * Joins a list the language's way ("red 5, blue 5 and green 5"). Our English is British
 * (colour, neighbour) and so is its list: no comma before "and".
 */
export function listJoiner(locale: string): Speaker["list"] {
  let join = joiners.get(locale);
  if (!join) {
    let format: Intl.ListFormat | undefined;
    join = (items) =>
      (format ??= new Intl.ListFormat(locale === "en" ? "en-GB" : locale, {
        type: "conjunction",
      })).format(items);
    joiners.set(locale, join);
  }
  return join;
}
