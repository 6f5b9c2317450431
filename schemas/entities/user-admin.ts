import { z } from "zod";
import { field, l } from "../rules/field";
import { createUserSchema, PASSWORD_MAX, PASSWORD_MIN, USER_ROLES } from "./user";

const role = field(z.enum(USER_ROLES, { error: "invalid_choice" }), {
  label: l("Rolle", "Role"),
  widget: "select",
  options: [
    { value: "editor", label: l("Redaktion", "Editor") },
    { value: "admin", label: l("Administration", "Admin") },
  ],
});

/**
 * An admin creates an editor account: no password is typed in, the server makes a one-time
 * password, shows it once and makes the new editor choose their own at the first login.
 */
export const newEditorSchema = z.object({
  email: createUserSchema.shape.email,
  username: createUserSchema.shape.username,
  first_name: createUserSchema.shape.first_name,
  last_name: createUserSchema.shape.last_name,
  role,
});
export type NewEditorInput = z.input<typeof newEditorSchema>;

/** What an admin changes on an editor account: the role and whether it may log in. */
export const editEditorSchema = z.object({
  role: role.optional(),
  is_active: field(z.boolean({ error: "invalid" }).optional(), { label: l("Aktiv", "Active"), widget: "checkbox" }),
});
export type EditEditorInput = z.input<typeof editEditorSchema>;

const password = z.string({ error: "required" }).min(PASSWORD_MIN, { error: "too_short" }).max(PASSWORD_MAX, { error: "too_long" });

/** The password an editor chooses in place of the one-time password, typed twice. */
export const newPasswordSchema = z
  .object({
    password: field(password, { label: l("Neues Passwort", "New password"), widget: "password" }),
    password_confirm: field(z.string({ error: "required" }).min(1, { error: "required" }), {
      label: l("Neues Passwort wiederholen", "Repeat the new password"),
      widget: "password",
    }),
  })
  .refine((value) => value.password === value.password_confirm, { path: ["password_confirm"], error: "passwords_differ" });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** A user row as the user admin lists it: never the password hash. */
export const editorAccountSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  is_active: z.boolean(),
  must_change_password: z.boolean(),
});
export type EditorAccount = z.infer<typeof editorAccountSchema>;
