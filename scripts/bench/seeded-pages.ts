// Where the benches find the seeded visitor pages of each kind, by asking the running server.

interface Found { url: string }

/** The first link on a listing page whose path matches `pattern`. */
export async function firstLink(base: string, listing: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${base}${listing}`)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).find((path) => pattern.test(path));
  if (!href) throw new Error(`no link like ${pattern} on ${listing}`);
  return href;
}

export const json = async <T>(base: string, path: string): Promise<T> => (await (await fetch(`${base}${path}`)).json()) as T;

/** An upcoming event with a booking widget (sold through the cart), the heaviest event page. */
export async function bookableEvent(base: string): Promise<string> {
  const list = await json<{ results: (Found & { id_jet: number | null; is_free: boolean })[] }>(base, "/de/api/events/?page_size=50");
  const event = list.results.find((item) => item.id_jet !== null && !item.is_free) ?? list.results[0];
  if (!event) throw new Error("no event in the events API");
  return event.url;
}

/** A magazine article (not a tag or category listing). */
export const anArticle = (base: string) => firstLink(base, "/de/stories", /^\/de\/stories\/(?!tags|categories)[^/]+\/\d+$/);

/** A venue, found through search. */
export async function aVenue(base: string): Promise<string> {
  return (await json<{ results: Found[] }>(base, "/de/api/search/?q=Pumpstation&category=venues")).results[0]!.url;
}
