import { getT } from "../../i18n/translate";
import { NotFoundMessage } from "../../site/errors/not-found-message";

/** 404 inside the site layout: "This page could not be found" and a way home (000 §8). */
export default function NotFound() {
  // not-found gets no params and must stay static (it renders inside cached pages), so both
  // languages' texts go to the client, which picks one by the path.
  const texts = Object.fromEntries(
    (["de", "en"] as const).map((lang) => {
      const t = getT(lang);
      return [lang, { title: t("common:not_found"), home: t("common:back_home") }];
    }),
  ) as Record<"de" | "en", { title: string; home: string }>;
  return <NotFoundMessage texts={texts} />;
}
