import "server-only";
import { z } from "zod";

/** Settings from the environment, parsed once; the README lists each of them. */
const envSchema = z.object({
  SITE_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
});

export const config = envSchema.parse(process.env);
