import type { ContainerOwnerType } from "@schemas/api/editor";

/** Whose sections the editor edits: a CMS page or an entity with a detail page (000 §2). */
export interface SectionOwner {
  content_type: ContainerOwnerType;
  object_id: number;
}
