/** The public inputs and outputs (root sockets) of a selected compound instance: name, direction and type. */
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@chakra-ui/react';
import type { SocketDeclaration } from '../../../runtime/document/types';
import type { useSocketLabels } from './useSocketLabels';

interface Props {
  inputs: readonly SocketDeclaration[];
  outputs: readonly SocketDeclaration[];
  labels: ReturnType<typeof useSocketLabels>;
}

export function RootSocketList({ inputs, outputs, labels }: Props) {
  const { t } = useTranslation('editor-panels');
  const rows = [...inputs.map((socket) => ['input', socket] as const), ...outputs.map((socket) => ['output', socket] as const)];
  return (
    <Stack gap="1" data-testid="root-sockets">
      <Text fontWeight="semibold" fontSize="sm">
        {t('sockets.rootSockets', { count: rows.length })}
      </Text>
      <Stack as="ul" gap="0" listStyleType="none">
        {rows.map(([direction, socket]) => (
          <Text as="li" key={`${direction}:${socket.name}`} fontSize="sm" paddingY="0.5" data-testid="root-socket" data-direction={direction} data-socket={socket.name} data-type={socket.type}>
            {t(direction === 'input' ? 'sockets.inputOption' : 'sockets.outputOption', { name: labels.socket(socket, socket.name), type: labels.type(socket) })}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
