import { embedHost } from "@schemas/rules/embeds";
import { EmbedFallback } from "@/site/consent/embed-fallback";
import { EmbedFrame } from "@/site/consent/embed-frame";
import { serviceForUrl } from "@/contracts/consent-services";
import type { ModuleRenderer } from "../render-types";
import { socialEmbed } from "./embed-url";
import type { socialMedia } from "./schema";
import styles from "./render.module.css";

/** A post as a consent-gated embed where the provider has one, else as a link card. */
export const SocialMediaRender: ModuleRenderer<typeof socialMedia> = ({ module, ctx }) => {
  const service = serviceForUrl(module.embed)?.name ?? embedHost(module.embed);
  const embed = socialEmbed(module.embed);
  return (
    <div className={styles.post}>
      {embed ? (
        <EmbedFrame src={embed.src} title={module.title || ctx.t("modules:social_media.title", { service })} t={ctx.t} ratio={embed.ratio} />
      ) : (
        <EmbedFallback href={module.embed} label={module.title || ctx.t("modules:social_media.open", { service })} t={ctx.t} />
      )}
    </div>
  );
};
