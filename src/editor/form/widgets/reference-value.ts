/** The ids a reference field holds: one id, a list of ids, or none. */
export function chosenIds(value: unknown): number[] {
  if (Array.isArray(value)) return value.filter((id): id is number => Number.isInteger(id));
  return Number.isInteger(value) ? [value as number] : [];
}

/** A picked id goes to the end of the list, once. */
export const withReference = (ids: readonly number[], id: number) => (ids.includes(id) ? [...ids] : [...ids, id]);

export const withoutReference = (ids: readonly number[], id: number) => ids.filter((other) => other !== id);

/** The list with the id at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function movedReference(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  const next = [...ids];
  if (target < 0 || target >= next.length || index < 0 || index >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
