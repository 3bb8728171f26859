/**
 * Where a key press in the marks grid moves focus: Enter and ArrowDown to the same column of the next
 * row, ArrowUp to the previous one; null leaves the key to the browser (Tab, Shift+Tab, typing).
 */
export function rowAfterKey(
  key: string,
  row: number,
  rowCount: number,
  modifiers: { shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {},
): number | null {
  if (modifiers.altKey || modifiers.ctrlKey || modifiers.metaKey) return null;
  if ((key === 'Enter' && !modifiers.shiftKey) || key === 'ArrowDown') return Math.min(row + 1, rowCount - 1);
  if (key === 'ArrowUp') return Math.max(row - 1, 0);
  return null;
}
