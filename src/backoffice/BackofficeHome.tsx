import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text } from '@chakra-ui/react';

/** `/backoffice`: where to start. */
export function BackofficeHome() {
  const { t } = useTranslation('backoffice');
  return (
    <Stack gap="2" data-testid="backoffice-home">
      <Heading as="h1" size="xl">{t('home.title')}</Heading>
      <Text color="fg.muted">{t('home.text')}</Text>
    </Stack>
  );
}
