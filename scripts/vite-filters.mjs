// Hook filters for the build's own plugins: Vite (Rolldown) runs a hook only for ids its filter matches, instead of
// calling into JavaScript for each of the ~10,000 modules of the build to have it answer "not mine".

/** A filter regex matching exactly `id`, optionally followed by a query (`?raw`, `?texts`). */
export function exactId(id, { query = false } = {}) {
  return new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${query ? '(\\?.*)?' : ''}$`);
}
