/** The public inputs and outputs (root sockets) of a selected compound instance: name, direction and type. */
import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import type { SocketDeclaration } from '../../../model/document/types';
import { TitledList } from './TitledList';
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
    <TitledList title={t('sockets.rootSockets', { count: rows.length })} testId="root-sockets">
      {rows.map(([direction, socket]) => (
        <Text as="li" key={`${direction}:${socket.name}`} fontSize="sm" paddingY="0.5" data-testid="root-socket" data-direction={direction} data-socket={socket.name} data-type={socket.type}>
          {t(direction === 'input' ? 'sockets.inputOption' : 'sockets.outputOption', { name: labels.socket(socket, socket.name), type: labels.type(socket) })}
        </Text>
      ))}
    </TitledList>
  );
}
