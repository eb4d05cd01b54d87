import { useEffect, useState } from 'react';

/**
 * A module fetched on first use and shared by every caller afterwards: heavy libraries that only one widget needs
 * (a maths parser, a chart library) stay out of the code every page and every test loads. Returns the module once
 * it is there, undefined until then (render nothing or a placeholder meanwhile).
 */
export interface LazyModule<T> {
  loaded: T | undefined;
  load(): Promise<T>;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  const module: LazyModule<T> = {
    loaded: undefined,
    load: () => (loading ??= importer().then((value) => (module.loaded = value))),
  };
  return module;
}

export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const [value, setValue] = useState(module.loaded);
  useEffect(() => {
    if (value !== undefined) return;
    let current = true;
    void module.load().then((loaded) => { if (current) setValue(() => loaded); });
    return () => { current = false; };
  }, [module, value]);
  return value;
}
