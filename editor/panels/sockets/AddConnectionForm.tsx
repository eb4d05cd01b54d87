/**
 * Adds a connection at the selected widget: one of its inputs fed by another widget's output or a context
 * variable, or one of its outputs feeding another widget's input or a context variable. Only sockets whose
 * types fit are offered (`fittingPeers`); where an object output meets a scalar input the builder picks the
 * field that travels (a product's id). The store's own refusals are shown too.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { isFieldPath } from '../../../model/document/connectionField';
import { CONTEXT_WIDGET_ID, type SocketDeclaration } from '../../../model/document/types';
import type { EditorStoreApi } from '../../store/createEditorStore';
import { useEditorStore } from '../../store/context';
import type { SocketCatalogue } from './socketCatalogue';
import { fieldSuggestions, fittingPeers, type Direction } from './socketModel';
import { contextVariableChoices } from '../../model/rules/settingSuggestions';
import { useSocketLabels } from './useSocketLabels';
import { SuggestionList } from './SuggestionList';

interface Props {
  widgetId: string;
  inputs: readonly SocketDeclaration[];
  outputs: readonly SocketDeclaration[];
  /** The page's position in the document: the page itself is read only while peers or context variables are offered. */
  page: number;
  catalogue: SocketCatalogue;
  store: EditorStoreApi;
}

const SEPARATOR = '::';

export function AddConnectionForm({ widgetId, inputs, outputs, page, catalogue, store }: Props) {
  const { t } = useTranslation(['editor-panels', 'editor']);
  const labels = useSocketLabels(catalogue, store);
  const listIds = useId();
  const [own, setOwn] = useState('');
  const [peer, setPeer] = useState('');
  const [contextName, setContextName] = useState('');
  const [field, setField] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const [ownDirection, ownName] = own ? (own.split(SEPARATOR) as [Direction, string]) : [undefined, ''];
  const ownSocket = (ownDirection === 'input' ? inputs : outputs).find((socket) => socket.name === ownName);
  const toContext = peer === CONTEXT_WIDGET_ID;
  // Until a socket is chosen nothing here depends on the rest of the page, so editing other widgets renders nothing.
  const entry = useEditorStore((state) => (ownSocket ? state.document.content[page] : undefined));
  const peers = ownDirection && ownSocket && entry ? fittingPeers(widgetId, ownDirection, ownSocket, entry, catalogue) : [];
  const chosen = peers.find((candidate) => `${candidate.widgetId}${SEPARATOR}${candidate.socket.name}` === peer);
  const objectSocket = chosen?.viaField ? (ownDirection === 'output' ? ownSocket : chosen.socket) : undefined;
  const ready = !!ownSocket && peer !== '' && (!toContext || contextName.trim() !== '') && (!chosen?.viaField || field.trim() !== '');

  const choosePeer = (value: string) => {
    setPeer(value);
    setMessage(null);
    const next = peers.find((candidate) => `${candidate.widgetId}${SEPARATOR}${candidate.socket.name}` === value);
    const object = next?.viaField ? (ownDirection === 'output' ? ownSocket : next.socket) : undefined;
    setField(object ? fieldSuggestions(object)[0] : '');
  };

  const add = () => {
    if (!ownSocket || !ownDirection) return;
    const [peerId, peerName] = toContext ? [CONTEXT_WIDGET_ID, contextName.trim()] : peer.split(SEPARATOR);
    const viaField = chosen?.viaField ? field.trim() : undefined;
    if (viaField !== undefined && !isFieldPath(viaField)) {
      setMessage(t('sockets.fieldInvalid', { field: viaField }));
      return;
    }
    const ownEnd = { widgetId, socket: ownSocket.name };
    const peerEnd = { widgetId: peerId, socket: peerName };
    const outcome = store.getState().dispatch({
      type: 'connect',
      from: ownDirection === 'input' ? peerEnd : ownEnd,
      to: ownDirection === 'input' ? ownEnd : peerEnd,
      ...(viaField === undefined ? {} : { field: viaField }),
    });
    if (!outcome.ok) {
      setMessage(t(`editor:refusals.${outcome.code}`, { defaultValue: outcome.message }));
      return;
    }
    setMessage(null);
    setPeer('');
    setContextName('');
    setField('');
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
            setField('');
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
            onChange={(event) => choosePeer(event.target.value)}
          >
            <option value="">{ownDirection === 'input' ? t('sockets.chooseSource') : t('sockets.chooseTarget')}</option>
            <option value={CONTEXT_WIDGET_ID}>{t('sockets.contextVariable')}</option>
            {peers.map(({ widgetId: id, socket, viaField }) => (
              <option key={`${id}${SEPARATOR}${socket.name}`} value={`${id}${SEPARATOR}${socket.name}`}>
                {`${labels.end(id, socket.name, ownDirection === 'input' ? 'output' : 'input')} (${labels.type(socket)})${viaField ? ` – ${t('sockets.throughField')}` : ''}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {ownSocket && peers.length === 0 && (
        <Text fontSize="xs" color="fg.muted" data-testid="connection-no-peers">
          {t('sockets.noFittingPeers', { type: labels.type(ownSocket) })}
        </Text>
      )}
      {toContext && (
        <>
          <Input
            size="sm"
            aria-label={t('sockets.contextName')}
            placeholder={t('sockets.contextName')}
            data-testid="connection-context-name"
            list={`${listIds}-context`}
            value={contextName}
            onChange={(event) => setContextName(event.target.value)}
          />
          <SuggestionList id={`${listIds}-context`} values={(entry ? contextVariableChoices(entry) : []).map((choice) => choice.value)} />
        </>
      )}
      {objectSocket && (
        <>
          <Input
            size="sm"
            aria-label={t('sockets.field')}
            data-testid="connection-field"
            list={`${listIds}-field`}
            value={field}
            onChange={(event) => setField(event.target.value)}
          />
          <SuggestionList id={`${listIds}-field`} values={fieldSuggestions(objectSocket)} />
          <Text fontSize="xs" color="fg.muted">
            {t('sockets.fieldHelp', { type: labels.type(ownDirection === 'input' ? ownSocket : chosen?.socket) })}
          </Text>
        </>
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
