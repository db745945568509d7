// Names we suggest to a guest on first play: an adjective and an animal, from our own
// short lists (every pair fits the 24-character display-name limit and its letters).
const ADJECTIVES = [
  "Brave",
  "Calm",
  "Clever",
  "Cosy",
  "Daring",
  "Eager",
  "Gentle",
  "Happy",
  "Jolly",
  "Keen",
  "Lively",
  "Lucky",
  "Merry",
  "Nimble",
  "Patient",
  "Plucky",
  "Quick",
  "Quiet",
  "Rapid",
  "Sly",
  "Smart",
  "Steady",
  "Sunny",
  "Swift",
  "Tidy",
  "Witty",
  "Bold",
  "Wise",
] as const;

const ANIMALS = [
  "Badger",
  "Beaver",
  "Bison",
  "Crane",
  "Dolphin",
  "Falcon",
  "Ferret",
  "Gecko",
  "Hare",
  "Heron",
  "Ibis",
  "Koala",
  "Lemur",
  "Lynx",
  "Marten",
  "Moose",
  "Newt",
  "Otter",
  "Owl",
  "Panda",
  "Puffin",
  "Raven",
  "Robin",
  "Seal",
  "Stoat",
  "Tapir",
  "Walrus",
  "Wombat",
] as const;

/** "Plucky Otter": a name a guest may keep or change. `random` is for tests. */
export function suggestGuestName(random: () => number = Math.random): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return `${pick(ADJECTIVES)} ${pick(ANIMALS)}`;
}

export const GUEST_NAME_WORDS = { adjectives: ADJECTIVES, animals: ANIMALS };
