"use client";

import { useCallback, useSyncExternalStore } from "react";

/*
 * Which booking widget is open (001 §4: only one at a time). A module-level store shared by
 * every widget on the page and by the sticky booking button, so opening one closes the other.
 */

let openId: string | null = null;
/** Counts openings: each one refetches the live availability, even of the same widget. */
let session = 0;
const listeners = new Set<() => void>();

const emit = () => { for (const listener of listeners) listener(); };

export const bookingStore = {
  current: () => openId,
  /** This opening's number while `id` is open, else 0. */
  sessionOf: (id: string) => (openId === id ? session : 0),
  open(id: string) {
    if (openId === id) return;
    openId = id;
    session++;
    emit();
  },
  /** Closes only the named widget: a late close of one must not close another that opened since. */
  close(id: string) {
    if (openId !== id) return;
    openId = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
};

/** This widget's opening (0 while closed), and a setter that keeps the one-open rule. */
export function useBookingOpen(id: string): [number, (open: boolean) => void] {
  const opening = useSyncExternalStore(bookingStore.subscribe, () => bookingStore.sessionOf(id), () => 0);
  const setOpen = useCallback((next: boolean) => (next ? bookingStore.open(id) : bookingStore.close(id)), [id]);
  return [opening, setOpen];
}
