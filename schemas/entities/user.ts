import { z } from "zod";
import { field, l } from "../rules/field";
import { emailSchema, requiredText } from "../rules/text";
import { flag } from "./common";

export const USERNAME_MAX = 150;
export const NAME_MAX = 150;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;
/** editor: edits pages and content; admin: also manages accounts and site settings. */
export const USER_ROLES = ["editor", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Every account's role: the editors' and "visitor", a registered visitor of the site. */
export const ACCOUNT_ROLES = [...USER_ROLES, "visitor"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
/** Django's username characters: letters, digits and @ . + - _ */
export const USERNAME_PATTERN = /^[\w.@+-]+$/;

const username = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required", abort: true })
  .max(USERNAME_MAX, { error: "too_long" })
  .regex(USERNAME_PATTERN, { error: "invalid" });
const name = z.string().trim().max(NAME_MAX, { error: "too_long" }).optional();

/** Creating a user sets a password; only its hash is stored, and it never leaves the server. */
export const createUserSchema = z.object({
  email: field(emailSchema, { label: l("E-Mail", "E-mail"), widget: "email" }),
  username: field(username, { label: l("Benutzername", "Username"), widget: "text" }),
  first_name: field(name, { label: l("Vorname", "First name"), widget: "text" }),
  last_name: field(name, { label: l("Nachname", "Last name"), widget: "text" }),
  is_staff: flag(l("Redaktion (Dashboard-Zugang)", "Staff (dashboard access)")),
  is_active: flag(l("Aktiv", "Active")),
  role: field(z.enum(USER_ROLES, { error: "invalid_choice" }).optional(), {
    label: l("Rolle", "Role"),
    widget: "select",
    options: [
      { value: "editor", label: l("Redaktion", "Editor") },
      { value: "admin", label: l("Administration", "Admin") },
    ],
  }),
  password: field(
    z.string({ error: "required" }).min(PASSWORD_MIN, { error: "too_short" }).max(PASSWORD_MAX, { error: "too_long" }),
    { label: l("Passwort", "Password"), widget: "password" },
  ),
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export const updateUserSchema = createUserSchema.partial();

/** What the API shows of a user: never the password hash. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A user as the editor's session knows it: the public fields plus the role. */
export const editorUserSchema = userSchema.extend({ role: z.enum(USER_ROLES) });
export type EditorUser = z.infer<typeof editorUserSchema>;

/** Any logged-in account as its session knows it: an editor or a registered visitor. */
export const accountUserSchema = userSchema.extend({ role: z.enum(ACCOUNT_ROLES) });
export type AccountUser = z.infer<typeof accountUserSchema>;

/** The editor behind an account, or null for a visitor: visitors never reach the editor or the dashboard. */
export function asEditor(user: AccountUser): EditorUser | null {
  const { role } = user;
  return role === "visitor" || !user.is_staff ? null : { ...user, role };
}

/** Login with username or e-mail address. */
export const loginSchema = z.object({
  username: field(requiredText(PASSWORD_MAX), { label: l("Benutzername oder E-Mail", "Username or e-mail"), widget: "text" }),
  password: field(z.string({ error: "required" }).min(1, { error: "required" }).max(PASSWORD_MAX, { error: "too_long" }), {
    label: l("Passwort", "Password"),
    widget: "password",
  }),
});
export type LoginInput = z.infer<typeof loginSchema>;
