import "server-only";
import { z } from "zod";

/** Settings from the environment, parsed once; the README lists each of them. */
const envSchema = z.object({
  SITE_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  /** Seat hoarding limits of the built-in shop: tickets one cart may hold, in all and per event. */
  SHOP_MAX_TICKETS_PER_CART: z.coerce.number().int().min(1).default(10),
  SHOP_MAX_TICKETS_PER_EVENT: z.coerce.number().int().min(1).default(10),
  /** nodemailer's connection URL, e.g. smtps://user:password@mail.example.org:465; unset keeps mails in the outbox. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Museum <noreply@localhost>"),
  /** Signs the site's own tokens (a form's start time); unset, secret-key.ts keeps one in DATA_DIR. */
  SECRET_KEY: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
}).refine((env) => !env.REDIS_URL || env.SECRET_KEY, {
  // Instances sharing a Redis cache serve one site: a key kept in each one's DATA_DIR would make
  // a form started on one instance and sent through another look like a script's.
  path: ["SECRET_KEY"],
  message: "SECRET_KEY (at least 32 characters, the same on every instance) is required with REDIS_URL.",
});

export const config = envSchema.parse(process.env);
