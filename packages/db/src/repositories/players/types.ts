// What the players repository promises: a person's identities (Player), their account
// (User, its OAuth logins in Account, its password hash and session epoch) and the
// account's end. Domain-shaped: no Prisma types, so another store could stand behind it.

export interface PlayerRecord {
  id: string;
  displayName: string;
  /** The account the player belongs to; null: a guest. */
  userId: string | null;
  createdAt: Date;
  /** The language the player chose for the site ("de", …); null: never chosen. */
  locale: string | null;
}

export interface AccountRecord {
  username: string | null;
  name: string | null;
  email: string | null;
  /** null: the account signs in through GitHub, Google or Discord only. */
  passwordHash: string | null;
  createdAt: Date;
  /** The OAuth providers linked to the account ("github", …). */
  linkedProviders: string[];
  /** The account's players, oldest first. */
  players: { id: string; displayName: string; createdAt: Date }[];
}

export interface NewAccount {
  /** In its normal form (lowercase). */
  username: string;
  passwordHash: string;
  displayName: string | null;
  /** The caller's guest player, if any: it becomes the account's player. */
  guestPlayerId: string | null;
}

export type NewAccountOutcome =
  | { ok: true; userId: string; playerId: string }
  | { ok: false; reason: "USERNAME_TAKEN" | "ALREADY_AN_ACCOUNT" };

/** A signed-in account: its player and the session epoch its sessions carry. */
export interface SignedIn {
  userId: string;
  playerId: string;
  sessionEpoch: number;
}

export interface PasswordLogin {
  userId: string;
  passwordHash: string | null;
  sessionEpoch: number;
  /** The account's first player; null if it has none yet. */
  playerId: string | null;
}

export interface OAuthLogin {
  provider: string;
  providerAccountId: string;
  type: string;
  name: string | null;
  image: string | null;
  /** The guest player of the signing-in browser: a new account adopts it. */
  guestPlayerId: string | null;
  /** The account the browser is signed in to: the login is linked to it. */
  linkToUserId: string | null;
}

export type OAuthOutcome =
  ({ ok: true } & SignedIn) | { ok: false; reason: "ALREADY_LINKED" };

/** A seat an account holds at a table still open or being played. */
export interface UnfinishedSeat {
  gameId: string;
  playerId: string;
  /** true: the game is being played; false: the table is waiting in the lobby. */
  playing: boolean;
}

export type UnlinkOutcome =
  { ok: true } | { ok: false; reason: "NOT_LINKED" | "LAST_WAY_IN" };

export interface PlayersRepository {
  /** Every request of a guest: the player exists and belongs to no account. */
  isGuest(playerId: string): Promise<boolean>;
  /** Every request of a signed-in player: the user's epoch, null once the user is gone. */
  sessionEpoch(userId: string): Promise<number | null>;

  find(playerId: string): Promise<PlayerRecord | null>;
  /**
   * The player a readable address names (case aside), current or earlier, with their
   * current handle: a different one means the address is an old one to redirect from.
   */
  byHandle(handle: string): Promise<{ playerId: string; handle: string } | null>;
  /** An account's player's current handle; null for a guest. */
  handleOf(playerId: string): Promise<string | null>;
  /** A new guest player; returns its id. */
  createGuest(displayName: string): Promise<string>;
  /** The player's name only; false when there is no such player. */
  setDisplayName(playerId: string, displayName: string): Promise<boolean>;
  /** The player's name and, for an account's player, the account's name with it. */
  rename(playerId: string, displayName: string): Promise<void>;
  /** The player's language for the site (checked by the caller); false: no such player. */
  setLocale(playerId: string, locale: string): Promise<boolean>;

  /** A user-name account; a guest given becomes its player (once: a claimed guest is refused). */
  createAccount(account: NewAccount): Promise<NewAccountOutcome>;
  passwordLogin(username: string): Promise<PasswordLogin | null>;
  /** A new player for an account that has none; returns its id. */
  addPlayer(userId: string, displayName: string): Promise<string>;
  /** The account behind an OAuth login: found, linked, or made (adopting the guest). */
  oauthLogin(login: OAuthLogin): Promise<OAuthOutcome>;
  account(userId: string): Promise<AccountRecord | null>;
  /**
   * Removes the account's login with `provider`; refused when it is the account's last
   * way in (no password and no other login).
   */
  unlinkLogin(userId: string, provider: string): Promise<UnlinkOutcome>;
  /** Stores a new password hash and ends every session; returns the new epoch. */
  changePasswordHash(userId: string, passwordHash: string): Promise<number>;
  /** Ends every session of the user; returns the new epoch for a session issued now. */
  endAllSessions(userId: string): Promise<number>;

  unfinishedSeatsOf(userId: string): Promise<UnfinishedSeat[]>;
  /**
   * One transaction: every seat and table or championship the account's players hold
   * moves to one new anonymous player named `formerName`; the players (their ratings
   * and talk with them) and the user (its logins with it) are deleted. Returns the
   * games waiting or being played whose seats or host it rewrote: the game server
   * holds them in memory and must read them again (a live table shows the new name).
   */
  deleteAccount(userId: string, formerName: string): Promise<string[]>;
}
