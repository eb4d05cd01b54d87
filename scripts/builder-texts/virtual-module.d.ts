// Type of the module made by scripts/builder-texts/vite.mjs.

declare module 'virtual:builder-widget-texts' {
  /** Namespace → the builder-only German texts of its widgets (`widgets.<Type>.settings`, `.description`). */
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
