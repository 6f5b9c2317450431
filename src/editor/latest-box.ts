/**
 * A holder of the latest value, read by callbacks that must not change identity. Not a ref:
 * React's rules keep refs out of render, and these holders are handed to callbacks made in
 * render (read only when they are called).
 */
export function latestBox<T>(initial: T) {
  let value = initial;
  return { get: () => value, set: (next: T) => void (value = next) };
}

export type LatestBox<T> = ReturnType<typeof latestBox<T>>;
