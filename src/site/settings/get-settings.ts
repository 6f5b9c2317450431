import "server-only";
import { getDb } from "../../server/db/client";
import { cached } from "../../server/cache";
import { TAGS } from "../../server/cache-tags";
import { readSettings, settingsResponse } from "../../server/site/settings";
import { IMAGE_WIDTHS } from "../../../schemas/rules/image";

/** Settings for the shell, cached until settings are saved (tag "settings"). */
export const getCachedSettings = cached(
  async () => {
    const response = settingsResponse(await readSettings((await getDb()).db));
    const logo = response.design.header_logo;
    return { ...response, header_logo_url: logo ? `${logo.src}-${IMAGE_WIDTHS[1]}.jpg` : null };
  },
  ["settings"],
  [TAGS.settings],
);
