/** Cuts `text` to at most `max` characters (code points, so Chinese is never split), with '…' when cut. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
