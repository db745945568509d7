// vitest setup file (vitest.config.ts): cheap password hashes in every auth test.
import { useCheapPasswordHashes } from "../src/testing";

useCheapPasswordHashes();
