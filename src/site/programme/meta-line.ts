/**
 * An event's meta line: type, room, venue ... joined by " · ". A room named like its
 * building (the "Alte Pumpstation" room of the venue "Alte Pumpstation") would read twice,
 * so a name already on the line (letter case aside) is left out.
 */
export function metaLine(parts: readonly (string | null | undefined)[]): string {
  const shown: string[] = [];
  for (const part of parts) {
    const name = part?.trim();
    if (!name) continue;
    const key = name.toLocaleLowerCase();
    if (shown.some((earlier) => earlier.toLocaleLowerCase() === key)) continue;
    shown.push(name);
  }
  return shown.join(" · ");
}
