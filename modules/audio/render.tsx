import { embedHost } from "@schemas/rules/embeds";
import { EmbedFallback } from "@/site/consent/embed-fallback";
import { EmbedFrame } from "@/site/consent/embed-frame";
import { serviceForUrl } from "@/contracts/consent-services";
import type { ModuleRenderer } from "../render-types";
import { audioEmbedUrl } from "./embed-url";
import type { audio } from "./schema";
import styles from "./render.module.css";

/** Player heights the providers design for: compact episode player, track list for music. */
const HEIGHTS = { podcast: "232px", music: "352px" } as const;

export const AudioRender: ModuleRenderer<typeof audio> = ({ module, ctx }) => {
  const service = serviceForUrl(module.embed)?.name ?? embedHost(module.embed);
  const src = audioEmbedUrl(module.embed);
  const title = ctx.t("modules:audio.title", { service });
  return (
    <div className={styles.audio}>
      {src ? <EmbedFrame src={src} title={title} t={ctx.t} height={HEIGHTS[module.media_type]} /> : <EmbedFallback href={module.embed} label={title} t={ctx.t} />}
    </div>
  );
};
