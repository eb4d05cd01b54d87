import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/**
 * The routes of builders (login, editor, back-office, previews) with Chakra's whole default system; published pages
 * have the smaller `visitorSystem`, which holds only the recipes of their components. Its own chunk, so a visitor
 * never downloads it.
 */
export default function BuilderSystem() {
  return (
    <ChakraProvider value={defaultSystem}>
      <Outlet />
    </ChakraProvider>
  );
}
