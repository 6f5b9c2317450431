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
});

export const config = envSchema.parse(process.env);
