import { embedHost } from "@schemas/rules/embeds";
import { EmbedFallback } from "@/site/consent/embed-fallback";
import { EmbedFrame } from "@/site/consent/embed-frame";
import { serviceForUrl } from "@/contracts/consent-services";
import type { ModuleRenderer } from "../render-types";
import { viewerEmbedUrl } from "./embed-url";
import type { viewer } from "./schema";
import styles from "./render.module.css";

/** A magazine reads as a double-page spread; models and tours fill a wide screen. */
const RATIOS = { document: "3 / 2", "3d": "16 / 9", tour: "16 / 9" } as const;

export const ViewerRender: ModuleRenderer<typeof viewer> = ({ module, ctx }) => {
  const service = serviceForUrl(module.embed)?.name ?? embedHost(module.embed);
  const src = viewerEmbedUrl(module.embed);
  const title = ctx.t("modules:viewer.title", { service });
  return (
    <div className={styles.viewer}>
      {src ? <EmbedFrame src={src} title={title} t={ctx.t} ratio={RATIOS[module.media_type]} /> : <EmbedFallback href={module.embed} label={title} t={ctx.t} />}
    </div>
  );
};
