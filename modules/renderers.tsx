import type { ModuleRenderer } from "./render-types";
import type { ModuleType, columnModules } from "./registry";
import { generatedRenderers } from "./renderers.generated";

type Definitions = (typeof columnModules)[number];
type RendererMap = { [T in ModuleType]: ModuleRenderer<Extract<Definitions, { type: T }>> };

/**
 * The server half of the registry: type → server component, generated from the module folders
 * and checked here against the registry (a folder whose renderer does not take its own
 * module fails the type check). Editors get their forms from the client half (src/editor),
 * which a visitor never downloads.
 */
export const renderers: RendererMap = generatedRenderers;
