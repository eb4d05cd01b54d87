import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Card, Center, Flex, Heading, Text } from '@chakra-ui/react';
import { useSession } from '../../runtime/auth';
import { LanguageSelect } from '../../runtime/ui/LanguageSelect';
import { LoginForm } from './LoginForm';
import { redirectTarget } from './redirectTarget';

/** `/login`: after a successful login (or when already logged in) the user goes on to `?redirect=` or /editor. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useSession((state) => state.user);
  const login = useSession((state) => state.login);

  if (user) return <Navigate to={redirectTarget(location.search)} replace />;

  return (
    // The page's one landmark: everything a screen reader user needs here is the main content.
    <Center as="main" minHeight="100vh" bg="bg.muted" padding="4">
      <Card.Root width="full" maxWidth="420px">
        <Card.Header>
          <Flex justify="space-between" align="center" gap="4">
            <Heading as="h1" size="xl">{t('app.name')}</Heading>
            <Box width="36">
              <LanguageSelect />
            </Box>
          </Flex>
          <Text color="fg.muted">{t('login.subtitle')}</Text>
        </Card.Header>
        <Card.Body>
          <LoginForm onSubmit={login} />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
