/**
 * Fill "{{name}}" placeholders in a text translated on the server. Client components get
 * their texts as props (no i18n library in the browser); a few need a value only known there.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
