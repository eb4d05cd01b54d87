import { useNavigate, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useSession } from '../../runtime/auth';
import { LanguageSelect } from '../../runtime/ui/LanguageSelect';

const NAVIGATION = [
  { to: '/editor', label: 'nav.editor' },
  { to: '/backoffice', label: 'nav.backoffice' },
] as const;

/** Top bar of the logged-in screens: product name, sections, the user's name, language and logout. */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);

  async function onLogout() {
    await logout();
    queryClient.clear(); // the next user must not see this user's cached data
    navigate('/login', { replace: true });
  }

  return (
    <Flex as="header" align="center" gap="6" paddingX="6" paddingY="3" borderBottomWidth="1px" bg="bg.panel" wrap="wrap">
      <Text fontWeight="bold" fontSize="lg">{t('app.name')}</Text>
      <HStack as="nav" aria-label={t('nav.main')} gap="4" flex="1">
        {NAVIGATION.map((entry) => (
          <Link key={entry.to} asChild _currentPage={{ fontWeight: 'semibold', color: 'colorPalette.fg' }} colorPalette="blue">
            <NavLink to={entry.to}>{t(entry.label)}</NavLink>
          </Link>
        ))}
      </HStack>
      <Text data-testid="user-name" title={user?.primaryEmail}>{user?.displayName || user?.primaryEmail}</Text>
      <Box width="36">
        <LanguageSelect />
      </Box>
      <Button size="sm" variant="outline" onClick={() => void onLogout()} data-testid="logout">
        {t('header.logout')}
      </Button>
    </Flex>
  );
}
