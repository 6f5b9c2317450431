import { z } from "zod";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../entities/user";
import { localeSchema } from "../rules/localized";
import { safeString } from "../rules/safe-text";
import { cartViewSchema, orderSchema } from "./shop-cart";
import { emailSchema } from "../rules/text";

/*
 * The visitors' account calls (/api/account/...): one schema per payload, used by the
 * browser's forms and by the route handlers, so both show the same per-field messages.
 */

export const EMAIL_MAX = 254;
/** Tokens are 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const email = emailSchema.pipe(z.string().max(EMAIL_MAX, { error: "too_long" }));
const newPassword = z.string({ error: "required" }).min(1, { error: "required", abort: true })
  .min(PASSWORD_MIN, { error: "too_short" }).max(PASSWORD_MAX, { error: "too_long" });
const anyPassword = z.string({ error: "required" }).min(1, { error: "required" }).max(PASSWORD_MAX, { error: "too_long" });
const name = safeString({ error: "required" }).trim().min(1, { error: "required" }).max(NAME_MAX, { error: "too_long" });
const token = z.string({ error: "invalid_token" }).regex(TOKEN_PATTERN, { error: "invalid_token" });

/** The second password field must repeat the first; the message sits on the second. */
const repeated = <T extends { password: string; password2: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.password2) ctx.addIssue({ code: "custom", path: ["password2"], message: "passwords_differ" });
};

export const registerSchema = z.object({
  first_name: name,
  last_name: name,
  email,
  password: newPassword,
  password2: anyPassword,
  preferred_language: localeSchema.default("de"),
}).superRefine(repeated);
export type RegisterInput = z.input<typeof registerSchema>;

export const visitorLoginSchema = z.object({ email, password: anyPassword });
export type VisitorLoginInput = z.input<typeof visitorLoginSchema>;

export const tokenSchema = z.object({ token });

export const resetRequestSchema = z.object({ email });

export const resetConfirmSchema = z.object({ token, password: newPassword, password2: anyPassword }).superRefine(repeated);

/** Name, language and newsletter consent: what changes without the password. */
export const profileSettingsSchema = z.object({
  first_name: name,
  last_name: name,
  preferred_language: localeSchema,
  newsletter: z.boolean({ error: "invalid" }),
});
export type ProfileSettingsInput = z.input<typeof profileSettingsSchema>;

/** A new address takes effect when the link mailed to it is used; the password proves it is the owner asking. */
export const emailChangeSchema = z.object({ email, current_password: anyPassword });

export const passwordChangeSchema = z.object({ current_password: anyPassword, password: newPassword, password2: anyPassword }).superRefine(repeated);

/** GET /api/account/profile/: the logged-in visitor's own account. */
export const accountSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_language: localeSchema,
  newsletter_consent_at: z.iso.datetime({ offset: true }).nullable(),
  /** An address waiting for its confirmation link, or null. */
  pending_email: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/account/profile/: the account, the orders placed with its address, and the current cart. */
export const profileSchema = z.object({
  account: accountSchema,
  orders: z.array(orderSchema),
  cart: cartViewSchema,
});
export type Profile = z.infer<typeof profileSchema>;
