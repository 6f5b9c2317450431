/**
 * A 401 during editing opens the login modal; the calls that got it wait here and are sent
 * again once the editor has logged in, so nothing they carried is lost (000 §6).
 */
export interface AuthGate {
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
  /** Resolves after the next successful login. */
  wait(): Promise<void>;
  loggedIn(): void;
}

export function createAuthGate(): AuthGate {
  let waiting: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    isOpen: () => waiting.length > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wait: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        emit();
      }),
    loggedIn() {
      const resolved = waiting;
      waiting = [];
      resolved.forEach((resolve) => resolve());
      emit();
    },
  };
}
