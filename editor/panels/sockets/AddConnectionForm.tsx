/**
 * Adds a connection at the selected widget: one of its inputs fed by another widget's output or a context
 * variable, or one of its outputs feeding another widget's input or a context variable. Types that do not
 * fit are refused with a message before anything changes; the store's own refusals are shown too.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CONTEXT_WIDGET_ID, type SocketDeclaration } from '../../../model/document/types';
import type { ContentEntry } from '../../../model/document/types';
import type { EditorStoreApi } from '../../store/createEditorStore';
import type { SocketCatalogue } from './socketCatalogue';
import { peerSockets, socketTypesFit, type Direction } from './socketModel';
import { useSocketLabels } from './useSocketLabels';

interface Props {
  widgetId: string;
  inputs: readonly SocketDeclaration[];
  outputs: readonly SocketDeclaration[];
  entry: ContentEntry;
  catalogue: SocketCatalogue;
  store: EditorStoreApi;
}

const SEPARATOR = '::';

export function AddConnectionForm({ widgetId, inputs, outputs, entry, catalogue, store }: Props) {
  const { t } = useTranslation(['editor-panels', 'editor']);
  const labels = useSocketLabels(catalogue, store);
  const [own, setOwn] = useState('');
  const [peer, setPeer] = useState('');
  const [contextName, setContextName] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const [ownDirection, ownName] = own ? (own.split(SEPARATOR) as [Direction, string]) : [undefined, ''];
  const ownSocket = (ownDirection === 'input' ? inputs : outputs).find((socket) => socket.name === ownName);
  const peers = ownDirection ? peerSockets(widgetId, ownDirection, entry, catalogue) : [];
  const toContext = peer === CONTEXT_WIDGET_ID;
  const ready = !!ownSocket && peer !== '' && (!toContext || contextName.trim() !== '');

  const add = () => {
    if (!ownSocket || !ownDirection) return;
    const [peerId, peerName] = toContext ? [CONTEXT_WIDGET_ID, contextName.trim()] : peer.split(SEPARATOR);
    const peerSocket = peers.find((candidate) => candidate.widgetId === peerId && candidate.socket.name === peerName)?.socket;
    const [fromType, toType] = ownDirection === 'input' ? [peerSocket?.type, ownSocket.type] : [ownSocket.type, peerSocket?.type];
    if (!socketTypesFit(fromType, toType)) {
      setMessage(t('sockets.typeMismatch', { from: t(`sockets.types.${fromType}`), to: t(`sockets.types.${toType}`) }));
      return;
    }
    const ownEnd = { widgetId, socket: ownSocket.name };
    const peerEnd = { widgetId: peerId, socket: peerName };
    const outcome = store.getState().dispatch({ type: 'connect', from: ownDirection === 'input' ? peerEnd : ownEnd, to: ownDirection === 'input' ? ownEnd : peerEnd });
    if (!outcome.ok) {
      setMessage(t(`editor:refusals.${outcome.code}`, { defaultValue: outcome.message }));
      return;
    }
    setMessage(null);
    setPeer('');
    setContextName('');
  };

  return (
    <Stack as="form" gap="2" data-testid="add-connection" onSubmit={(event) => (event.preventDefault(), add())}>
      <Text fontWeight="semibold" fontSize="sm">
        {t('sockets.add')}
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={t('sockets.ownSocket')}
          data-testid="connection-own-socket"
          value={own}
          onChange={(event) => {
            setOwn(event.target.value);
            setPeer('');
            setMessage(null);
          }}
        >
          <option value="">{t('sockets.chooseOwnSocket')}</option>
          {inputs.map((socket) => (
            <option key={`i${socket.name}`} value={`input${SEPARATOR}${socket.name}`}>
              {t('sockets.inputOption', { name: labels.socket(socket, socket.name), type: labels.type(socket) })}
            </option>
          ))}
          {outputs.map((socket) => (
            <option key={`o${socket.name}`} value={`output${SEPARATOR}${socket.name}`}>
              {t('sockets.outputOption', { name: labels.socket(socket, socket.name), type: labels.type(socket) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {ownSocket && (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={ownDirection === 'input' ? t('sockets.source') : t('sockets.target')}
            data-testid="connection-peer"
            value={peer}
            onChange={(event) => {
              setPeer(event.target.value);
              setMessage(null);
            }}
          >
            <option value="">{ownDirection === 'input' ? t('sockets.chooseSource') : t('sockets.chooseTarget')}</option>
            <option value={CONTEXT_WIDGET_ID}>{t('sockets.contextVariable')}</option>
            {peers.map(({ widgetId: id, socket }) => (
              <option key={`${id}${SEPARATOR}${socket.name}`} value={`${id}${SEPARATOR}${socket.name}`}>
                {`${labels.end(id, socket.name, ownDirection === 'input' ? 'output' : 'input')} (${labels.type(socket)})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {toContext && (
        <Input
          size="sm"
          aria-label={t('sockets.contextName')}
          placeholder={t('sockets.contextName')}
          data-testid="connection-context-name"
          value={contextName}
          onChange={(event) => setContextName(event.target.value)}
        />
      )}
      {message && (
        <Text role="alert" color="fg.error" fontSize="sm" data-testid="connection-message">
          {message}
        </Text>
      )}
      <Button type="submit" size="sm" disabled={!ready} data-testid="connection-add">
        {t('sockets.connect')}
      </Button>
    </Stack>
  );
}
