import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useCurrentUser } from '../../runtime/auth';
import { holds, TENANT_ADMIN, TENANT_SETTINGS_PATH } from './navigation';

/** `/backoffice`: where to start; administrators also find the tenant's settings here. */
export function BackofficeHome() {
  const { t } = useTranslation('backoffice');
  const admin = holds(useCurrentUser()?.permissions, TENANT_ADMIN);
  return (
    <Stack gap="2" data-testid="backoffice-home">
      <Heading as="h1" size="xl">{t('home.title')}</Heading>
      <Text color="fg.muted">{t('home.text')}</Text>
      {admin && (
        <Link asChild colorPalette="blue" width="fit-content">
          <RouterLink to={`/backoffice/${TENANT_SETTINGS_PATH}`} data-testid="tenant-settings-link">{t('tenantSettings.title')}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}
