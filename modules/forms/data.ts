import "server-only";
import type { ServedForm } from "@schemas/api/form";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { getServedForm } from "@/server/forms/read-form";

/** A site form for the module, or null when it is gone or offline; revalidated with form writes. */
export const getModuleForm = cached(
  async (lang: Locale, id: number): Promise<ServedForm | null> => getServedForm((await getDb()).db, id, lang),
  ["module:forms"],
  [TAGS.forms],
);
