import { z } from "zod";

// Validated once, read everywhere: an unset DATABASE_URL means "start the embedded
// server"; a set one must at least look like a Postgres URL.
const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .min(1)
    .refine((value) => /^postgres(ql)?:\/\//.test(value), {
      message: "DATABASE_URL must start with postgres:// or postgresql://",
    })
    .optional(),
  /** Where the embedded server keeps its data; default <repo>/.data/postgres. */
  EMBEDDED_PG_DIR: z.string().trim().min(1).optional(),
  /** A fixed port for the embedded server (default: a free one on each start). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
});

export type DbEnv = z.infer<typeof envSchema>;

export function readDbEnv(source: NodeJS.ProcessEnv = process.env): DbEnv {
  const parsed = envSchema.safeParse({
    DATABASE_URL: source.DATABASE_URL || undefined,
    EMBEDDED_PG_DIR: source.EMBEDDED_PG_DIR || undefined,
    EMBEDDED_PG_PORT: source.EMBEDDED_PG_PORT || undefined,
  });
  if (!parsed.success) {
    throw new DatabaseConfigError(
      parsed.error.issues.map((issue) => issue.message).join("; "),
    );
  }
  return parsed.data;
}

/** A configuration problem worth one clear line to the operator, not a stack trace. */
export class DatabaseConfigError extends Error {
  override name = "DatabaseConfigError";
}
