import type { UniqueIdentifier } from "@dnd-kit/core";

/**
 * The drop target chosen with the arrow keys. Keyboard drags name their target here and the
 * collision detection takes it as is: a sticky toolbar and a scrolling page make the
 * geometry of a keyboard move unreliable, the choice of the editor is not.
 */
let current: UniqueIdentifier | null = null;

export const keyboardTarget = {
  get: () => current,
  set: (id: UniqueIdentifier | null) => {
    current = id;
  },
};
