// Vite's browser build lists, for every dynamic import, the chunks it needs (`__vite__mapDeps`), so the browser
// fetches them side by side instead of one import level after the other. The chunks the entry imports statically
// are loaded before any dynamic import can run, yet the lists name them again: the list of widget components
// (runtime/widgets, one dynamic import per widget) named about 6,200 files, 2,700 of them such, and every
// visitor downloads that list. This leaves them out of the lists of dynamic imports; the HTML's own preloads stay.
/** The plugin records the entry's static imports; `resolveDependencies` goes to `build.modulePreload`. */
export function entryPreloads() {
  const loaded = new Set();
  return {
    plugin: {
      name: 'baukasten-entry-preloads',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis writes the lists (it calls resolveDependencies from its generateBundle).
        order: 'pre',
        handler(_options, bundle) {
          loaded.clear();
          const visit = (fileName) => {
            const chunk = bundle[fileName];
            if (loaded.has(fileName) || !chunk || chunk.type !== 'chunk') return;
            loaded.add(fileName);
            chunk.imports.forEach(visit);
          };
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk' && chunk.isEntry && /[/\\]index\.html$|[/\\]src[/\\]main\.tsx$/.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName);
          }
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostType }) => (hostType === 'js' && loaded.size > 0 ? deps.filter((dep) => !loaded.has(dep)) : deps),
  };
}
