import { ChakraProvider, createSystem, defaultBaseConfig, useChakraContext, type SystemContext } from '@chakra-ui/react';
// The default theme's config from its own module: Chakra's `defaultSystem` (preset.js) is created when its module is
// evaluated, on every start of the web app, whether or not anything on the screen needs it.
import { defaultThemeConfig } from '@chakra-ui/react/dist/esm/theme/index.js';
import { Outlet } from 'react-router-dom';
// The CSS of the whole system's layer order and global styles (reset, base styles, the tokens' CSS variables),
// made at build (scripts/chakra-global-css.mjs) and loaded as this chunk's stylesheet.
import 'virtual:builder-global.css';

let created: SystemContext | undefined;

/**
 * Chakra's whole default system (the same configs `defaultSystem` is made of), made on first need: the editor's
 * first screen has no Chakra component (docs/editor.md, "Opening fast"), so creating the system (its token
 * dictionary, conditions and utilities: 30-60 ms) waits for the first Chakra component or the
 * first idle moment after the editor's first screen (runtime/ui/plain/usePrepareChakraSystem.ts).
 */
export function builderSystemNow(): SystemContext {
  return (created ??= createSystem(defaultBaseConfig, defaultThemeConfig));
}

/** Whether the system has been made (for tests: the editor's first screen must not make it). */
export const builderSystemMade = (): boolean => created !== undefined;

/** The global styles come from the stylesheet above, not from the provider (its two `Global` elements get nothing). */
const NO_GLOBAL_STYLES: SystemContext['_global'] = [];
const providerConfig = new Proxy({} as SystemContext['_config'], {
  // The provider reads `disableLayers` to decide whether to insert the layer order itself; the stylesheet has it.
  // (Once the system exists the provider sees its real config, and a later render may insert the same order again:
  // a repeated layer statement changes nothing.)
  get: (_target, key) => (key === 'disableLayers' ? true : Reflect.get(builderSystemNow()._config, key)),
});

/**
 * The builder's system as Chakra's provider and components see it: every read goes to the system made on first
 * need, except `_global` (nothing: the stylesheet holds the global styles, so the provider neither computes nor
 * inserts them, 80-100 ms of every open before) and the provider's look at `_config.disableLayers`.
 */
export const builderSystem: SystemContext = new Proxy({} as SystemContext, {
  get: (_target, key) => {
    if (key === '_global') return NO_GLOBAL_STYLES;
    // A promise resolved with the system (the start-up's dynamic import) asks for `then`; the system has none.
    if (key === 'then') return undefined;
    if (key === '_config' && !created) return providerConfig;
    return Reflect.get(builderSystemNow(), key);
  },
  has: (_target, key) => Reflect.has(builderSystemNow(), key),
  ownKeys: () => Reflect.ownKeys(builderSystemNow()),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(builderSystemNow(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
});

/**
 * The routes of builders (login, editor, back-office, previews) with Chakra's whole default system; published pages
 * have the smaller `visitorSystem`, which holds only the recipes of their components. Its own chunk, so a visitor
 * never downloads it. Started on such a route the app is in this system already, and one provider is enough.
 * The system is made in the first idle moment if no component has needed it by then, so a click after the open
 * does not wait for it.
 */
export default function BuilderSystem() {
  if (useChakraContext() === builderSystem) return <Outlet />;
  return (
    <ChakraProvider value={builderSystem}>
      <Outlet />
    </ChakraProvider>
  );
}
