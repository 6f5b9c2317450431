import { z } from "zod";

/** GET /api/user-details/: the visitor's auth state as the header reads it (001 §3). */
export const userDetailsSchema = z.object({
  has_dashboard_online_access: z.boolean(),
  is_logged_in: z.boolean(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  login_url: z.string(),
  logout_url: z.string(),
  webshop_url: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;
