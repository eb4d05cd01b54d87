import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is a separate chunk, like `React.lazy`, that renders directly once its code is there.
 * `React.lazy` suspends on its first render even when the chunk has long arrived (it learns that only from the
 * promise, a microtask later). While React hydrates a server-rendered page, a suspended part stays bare markup
 * for a moment after the rest has come alive: a keystroke into it is lost (docs/publishing.md, "The HTML carries
 * the page"). Calling `preload` before the first render avoids that; a render before the code arrived suspends as
 * `React.lazy` does, and that instance keeps the lazy path so it is not mounted twice.
 */
export interface PreloadableLazy<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the code (once); resolves when the component renders without suspending. */
  preload(): Promise<void>;
}

export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchCode = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(fetchCode);
  function Component(props: P) {
    // chosen once per instance: switching from Lazy to the loaded type would mount the part a second time
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  Component.preload = () => fetchCode().then(() => undefined);
  return Component;
}
