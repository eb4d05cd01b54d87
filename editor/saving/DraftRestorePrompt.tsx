/** Offers a draft kept in browser storage back after a reload or crash (work in progress). */
export function DraftRestorePrompt() {
  return null;
}
