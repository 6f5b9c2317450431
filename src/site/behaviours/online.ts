import { useSyncExternalStore } from "react";

/**
 * Online/offline tracking (000 §4) for any client component: true while the browser says it
 * is online. The server (and the first client render) assume online.
 */
const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
