/** The preview address of a version: the page's own URL with ?v= (editors only). */
export function versionPreviewUrl(pageUrl: string, versionId: number): string {
  const [path = "", query = ""] = pageUrl.split("?");
  const params = new URLSearchParams(query);
  params.delete("edit");
  params.set("v", String(versionId));
  return `${path}?${params.toString()}`;
}

/** The ?v= of a request as a version id, or null when absent or not a positive integer. */
export function versionParam(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}
