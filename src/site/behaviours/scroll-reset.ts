/**
 * "Scroll is reset to the top on routes with fewer than two matched levels" (000 §2). The
 * levels are the nested routes of the original app: the magazine's category and tag lists
 * and the search's category pages render inside their parent page, so switching between
 * them keeps the scroll position; every other route is a single level.
 */
const NESTED_ROUTES: readonly RegExp[] = [
  /^\/(de|en)\/stories\/(categories|tags)(\/|$)/,
  /^\/(de|en)\/search\/[^/]+(\/|$)/,
];

export function matchedLevels(pathname: string): number {
  return NESTED_ROUTES.some((route) => route.test(pathname)) ? 2 : 1;
}

export const shouldResetScroll = (pathname: string) => matchedLevels(pathname) < 2;
