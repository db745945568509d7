// The instance itself: its settings (AppSetting, e.g. a generated signing secret) and
// the migration its database is on. Prisma model API (the migration version is read by
// client.ts's migrationVersion, from Prisma's own table).
import {
  migrationStatus,
  migrationVersion,
  type DbClient,
  type MigrationStatus,
} from "../client";

export interface SiteRepository {
  /**
   * The setting's stored value, storing `value` first when there is none. Instances
   * starting together agree on one value: the first insert wins, the others read it.
   */
  keepFirstSetting(key: string, value: string): Promise<string>;
  /** The newest applied migration, e.g. "20261122000000_init"; null on an empty database. */
  migrationVersion(): Promise<string | null>;
  /** Whether the migration `needed` is applied, and the newest that is. */
  migrationStatus(needed: string): Promise<MigrationStatus>;
}

export function createSiteRepository(db: DbClient): SiteRepository {
  return {
    async keepFirstSetting(key, value) {
      // One statement (ON CONFLICT DO NOTHING): Prisma's upsert reads, then inserts,
      // and two instances booting at once both inserted (seen in scale-out.spec.ts).
      await db.appSetting.createMany({ data: [{ key, value }], skipDuplicates: true });
      const row = await db.appSetting.findUniqueOrThrow({ where: { key } });
      if (typeof row.value !== "string")
        throw new Error(`stored AppSetting ${key} is malformed: not a string`);
      return row.value;
    },

    migrationVersion: () => migrationVersion(db),
    migrationStatus: (needed) => migrationStatus(db, needed),
  };
}
