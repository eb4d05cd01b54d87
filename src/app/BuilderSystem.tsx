import { ChakraProvider, defaultSystem, useChakraContext } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/** The whole system, for a web app that starts on a builder's route (AppProviders renders in it then). */
export const builderSystem = defaultSystem;

/**
 * The routes of builders (login, editor, back-office, previews) with Chakra's whole default system; published pages
 * have the smaller `visitorSystem`, which holds only the recipes of their components. Its own chunk, so a visitor
 * never downloads it. Started on such a route the app is in this system already, and one provider is enough.
 */
export default function BuilderSystem() {
  if (useChakraContext() === defaultSystem) return <Outlet />;
  return (
    <ChakraProvider value={defaultSystem}>
      <Outlet />
    </ChakraProvider>
  );
}
