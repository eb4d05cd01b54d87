import { Outlet } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import { AppHeader } from './AppHeader';

/** Frame of the logged-in screens (editor overview, back-office): header on top, the page below. */
export function AppLayout() {
  return (
    <Flex direction="column" minHeight="100vh">
      <AppHeader />
      <Box as="main" flex="1" padding="6">
        <Outlet />
      </Box>
    </Flex>
  );
}
