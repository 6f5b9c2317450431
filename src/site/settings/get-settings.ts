import "server-only";
import { getDb } from "@/server/db/client";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { readSettings, settingsResponse } from "@/server/site/settings";
import { IMAGE_WIDTHS } from "@schemas/rules/image";

/** Settings for the shell, cached until settings are saved (tag "settings"). */
export const getCachedSettings = cached(
  async () => {
    const response = settingsResponse(await readSettings((await getDb()).db));
    const logo = response.design.header_logo;
    // The widest derivative the logo has: a 480 px logo has no 960 px file.
    const width = logo ? [...IMAGE_WIDTHS].reverse().find((candidate) => candidate <= logo.width) ?? IMAGE_WIDTHS[0] : null;
    return { ...response, header_logo_url: logo ? `${logo.src}-${width}.jpg` : null };
  },
  ["settings"],
  [TAGS.settings],
);
