import { useTranslation } from 'react-i18next';
import { Alert, Button, Clipboard, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import type { CreatedServiceToken } from '../../../model/api/schemas/servicetokens';

/**
 * The token text right after it was created: the one and only time it is shown (the server keeps only its hash).
 * Dismissing it, or leaving the page, forgets it.
 */
export function NewTokenNotice({ created, onDone }: { created: CreatedServiceToken; onDone(): void }) {
  const { t } = useTranslation('backoffice');
  return (
    <Alert.Root status="success" alignItems="start" data-testid="new-token">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('serviceTokens.createdTitle', { name: created.name })}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" marginTop="2">
            <span>{t('serviceTokens.onlyOnce')}</span>
            <Clipboard.Root value={created.token}>
              <HStack gap="2">
                <InputGroup flex="1">
                  <Clipboard.Input asChild>
                    <Input readOnly fontFamily="mono" fontSize="sm" aria-label={t('serviceTokens.tokenLabel')} data-testid="new-token-value" onFocus={(e) => e.currentTarget.select()} />
                  </Clipboard.Input>
                </InputGroup>
                <Clipboard.Trigger asChild>
                  <Button variant="outline" size="sm" data-testid="copy-token">
                    <Clipboard.Indicator copied={t('serviceTokens.copied')}>{t('serviceTokens.copy')}</Clipboard.Indicator>
                  </Button>
                </Clipboard.Trigger>
              </HStack>
            </Clipboard.Root>
            <Button alignSelf="start" size="sm" onClick={onDone} data-testid="token-done">{t('serviceTokens.done')}</Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
