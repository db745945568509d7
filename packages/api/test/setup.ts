// vitest setup file (vitest.config.ts): cheap password hashes in every API test, so
// sign-ups and sign-ins cost what they test, not 19 MiB of argon2 each; production's
// settings are held in packages/auth/test/password-hash-cost.test.ts.
import { useCheapPasswordHashes } from "@3u3d/auth/testing";

useCheapPasswordHashes();
