// The newest migration in prisma/migrations: the schema this code was written for. A
// database that has not applied it is not ready for this code (the readiness check,
// @3u3d/api's readiness.ts); one that has applied newer ones is (migrations only add,
// so the instances of the previous release keep serving while a new one rolls out).
// `migration:new` rewrites this file; test/client-and-migrations.test.ts checks it
// names the newest folder. A constant rather than a read of the folder at run time: the
// web app's bundles do not carry prisma/migrations next to this module.
export const NEWEST_MIGRATION = "20261202044100_achievements";
