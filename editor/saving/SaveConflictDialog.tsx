/** Shown when saving answered 409 (work in progress). */
export function SaveConflictDialog() {
  return null;
}
