// Web Push subscriptions (PushSubscription): one row per browser, named by the push
// service's endpoint, held by an account's player. The save is one INSERT … ON
// CONFLICT through Prisma's tagged template: a device that signs in as someone else
// hands its endpoint over in one statement, and two saves of one endpoint cannot both
// insert. The rest is the Prisma model API.
import type { DbClient } from "../client";

export interface PushSubscriptionRecord {
  /** The push service's URL for this browser: it names the device. */
  endpoint: string;
  /** The browser's P-256 public key (base64url, 65 bytes uncompressed). */
  p256dh: string;
  /** The browser's 16-byte auth secret (base64url). */
  auth: string;
  playerId: string;
  createdAt: Date;
}

export type NewPushSubscription = Omit<PushSubscriptionRecord, "createdAt">;

export interface PushRepository {
  /**
   * Stores this device's subscription for `sub.playerId` (taking the endpoint from any
   * other player who held it), then forgets that player's subscriptions older than
   * their newest `keep`.
   */
  save(sub: NewPushSubscription, keep: number): Promise<void>;
  /** The player's subscriptions, newest first (one per device). */
  of(playerId: string): Promise<PushSubscriptionRecord[]>;
  /** Removes the device's subscription if `playerId` holds it; whether there was one. */
  remove(endpoint: string, playerId: string): Promise<boolean>;
  /** Forgets a subscription whoever holds it (the push service answered that it is gone). */
  forget(endpoint: string): Promise<void>;
  /** Forgets every subscription of the player (signed out everywhere); how many there were. */
  forgetPlayer(playerId: string): Promise<number>;
}

export function createPushRepository(db: DbClient): PushRepository {
  return {
    async save(sub, keep) {
      await db.$executeRaw`
        INSERT INTO "PushSubscription" ("id", "endpoint", "p256dh", "auth", "playerId")
        VALUES (gen_random_uuid()::text, ${sub.endpoint}, ${sub.p256dh}, ${sub.auth}, ${sub.playerId})
        ON CONFLICT ("endpoint") DO UPDATE SET
          "p256dh" = EXCLUDED."p256dh",
          "auth" = EXCLUDED."auth",
          "playerId" = EXCLUDED."playerId",
          "createdAt" = CURRENT_TIMESTAMP`;
      const kept = await db.pushSubscription.findMany({
        where: { playerId: sub.playerId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: keep,
        select: { id: true },
      });
      await db.pushSubscription.deleteMany({
        where: { playerId: sub.playerId, id: { notIn: kept.map((k) => k.id) } },
      });
    },

    async of(playerId) {
      return db.pushSubscription.findMany({
        where: { playerId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: {
          endpoint: true,
          p256dh: true,
          auth: true,
          playerId: true,
          createdAt: true,
        },
      });
    },

    async remove(endpoint, playerId) {
      const { count } = await db.pushSubscription.deleteMany({
        where: { endpoint, playerId },
      });
      return count > 0;
    },

    async forget(endpoint) {
      await db.pushSubscription.deleteMany({ where: { endpoint } });
    },

    async forgetPlayer(playerId) {
      const { count } = await db.pushSubscription.deleteMany({ where: { playerId } });
      return count;
    },
  };
}
