/** One connection of the selected widget, with its far end, a dangling flag and a remove button. */
import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ConnectionView } from './socketModel';

export function ConnectionRow({ view, ownLabel, peerLabel, onRemove }: { view: ConnectionView; ownLabel: string; peerLabel: string; onRemove(): void }) {
  const { t } = useTranslation('editor-panels');
  const incoming = view.direction === 'input';
  const field = view.connection.field ? ` ${t('sockets.fieldSuffix', { field: view.connection.field })}` : '';
  return (
    <HStack
      as="li"
      justifyContent="space-between"
      alignItems="start"
      gap="2"
      paddingY="1"
      borderBottomWidth="1px"
      data-testid="socket-connection"
      data-connection-id={view.connection.id}
      data-direction={view.direction}
      data-dangling={view.dangling ? 'true' : 'false'}
    >
      <Stack gap="0" minWidth="0" fontSize="sm">
        <Text truncate title={peerLabel}>
          {incoming ? `${peerLabel}${field} → ${ownLabel}` : `${ownLabel}${field} → ${peerLabel}`}
        </Text>
        {view.dangling && (
          <Badge colorPalette="orange" size="sm" width="fit-content" data-testid="dangling-connection">
            {t(`sockets.dangling.${view.dangling}`)}
          </Badge>
        )}
      </Stack>
      <Button size="2xs" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={t('sockets.remove')} data-testid="remove-connection">
        {t('sockets.remove')}
      </Button>
    </HStack>
  );
}
