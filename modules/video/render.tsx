import type { ModuleRenderer } from "../render-types";
import type { video } from "./schema";
import { VideoEmbed } from "./video-embed";

export const VideoRender: ModuleRenderer<typeof video> = ({ module, ctx }) => (
  <VideoEmbed video_url={module.video_url} title={module.title} image={module.image} length={module.length} t={ctx.t} />
);
