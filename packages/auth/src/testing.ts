// For tests only (@3u3d/auth/testing): password hashes at the least cost argon2id
// allows, so a test that signs up and signs in hundreds of times is paced by what it
// tests, not by 19 MiB of hashing each time. Call it from a vitest setup file; the
// production settings are held once, in test/password-hash-cost.test.ts.
import { setPasswordHashCost } from "./passwords";

export function useCheapPasswordHashes(): void {
  setPasswordHashCost({ memoryCost: 8, timeCost: 1, parallelism: 1 });
}
