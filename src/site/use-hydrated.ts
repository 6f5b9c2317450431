import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from then on (and at once for
 * what is first drawn in the browser, after a client-side navigation). The dashboard's forms
 * keep their submit button disabled until then: pressed earlier, the browser would send the
 * form itself (a GET of the page with the fields in the address), and what was typed would be
 * gone. Taken after hydration, the store makes React render its caller once more.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
