import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from then on. The dashboard's
 * forms keep their submit button disabled until then: pressed earlier, the browser would send
 * the form itself (a GET of this page with the fields in the address), and what the editor
 * typed would be gone.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
