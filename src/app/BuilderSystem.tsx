import { ChakraProvider, defaultSystem, useChakraContext, type SystemContext } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
// The CSS of the whole system's layer order and global styles (reset, base styles, the tokens' CSS variables),
// made at build (scripts/chakra-global-css.mjs) and loaded as this chunk's stylesheet.
import 'virtual:builder-global.css';

/**
 * Chakra's whole default system for the builder's routes, without global styles of its own: its provider would
 * otherwise compute them and have emotion serialise and insert them on every start of the web app, 80-100 ms of
 * the editor's open (docs/editor.md, "Opening fast"); the stylesheet imported above holds the same CSS. Everything
 * else (tokens, recipes, `css`) is the default system's, reached through the prototype.
 */
export const builderSystem: SystemContext = Object.create(defaultSystem, { _global: { value: [] } });

/**
 * The routes of builders (login, editor, back-office, previews) with Chakra's whole default system; published pages
 * have the smaller `visitorSystem`, which holds only the recipes of their components. Its own chunk, so a visitor
 * never downloads it. Started on such a route the app is in this system already, and one provider is enough.
 */
export default function BuilderSystem() {
  if (useChakraContext() === builderSystem) return <Outlet />;
  return (
    <ChakraProvider value={builderSystem}>
      <Outlet />
    </ChakraProvider>
  );
}
