/**
 * Create a compound widget from the selected subtree: a name and the inner sockets that become its root
 * sockets (those the page's connections use across the border are proposed and ticked). The compound is
 * stored at /api/compoundwidgets, then the selection becomes an instance of it (createCompound action).
 */
import { Button, Checkbox, Field, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCompoundWidget } from '../../runtime/api/resources';
import { DialogFrame } from '../../runtime/ui/DialogFrame';
import { borderSockets, extractCompound, subtreeIdSet } from '../../runtime/compound/extract';
import type { RootSocket, WidgetNode } from '../../model/document/types';
import { useEditorServices } from '../services/editorServices';
import { randomId } from '../model/document/ids';
import { selectActiveEntry } from '../store/state';
import { PROJECT_COMPOUNDS_KEY } from './projectCompounds';
import { widgetName } from '../dragdrop/announcements';

function candidateSockets(root: WidgetNode, connections: Parameters<typeof borderSockets>[1], socketsOf: (type: string) => { inputs: readonly { name: string }[]; outputs: readonly { name: string }[] }): { socket: RootSocket; proposed: boolean }[] {
  const proposed = borderSockets(root, connections);
  const all: { socket: RootSocket; proposed: boolean }[] = proposed.map((socket) => ({ socket, proposed: true }));
  const taken = new Set(proposed.map((s) => `${s.direction}:${s.target.widgetId}:${s.target.socket}`));
  const names = new Set(proposed.map((s) => s.name));
  const nodes: WidgetNode[] = [root];
  while (nodes.length) {
    const node = nodes.shift()!;
    const declared = socketsOf(node.type);
    for (const [direction, list] of [['input', declared.inputs], ['output', declared.outputs]] as const) {
      for (const { name } of list) {
        if (taken.has(`${direction}:${node.id}:${name}`)) continue;
        let publicName = name;
        for (let n = 2; names.has(publicName); n++) publicName = `${name}${n}`;
        names.add(publicName);
        all.push({ socket: { name: publicName, direction, target: { widgetId: node.id, socket: name } }, proposed: false });
      }
    }
    for (const children of Object.values(node.slots ?? {})) nodes.push(...children);
  }
  return all;
}

/** Every node of a subtree by id (the dialog names sockets by their widget). */
function nodesById(root: WidgetNode): Map<string, WidgetNode> {
  const byId = new Map<string, WidgetNode>();
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    byId.set(node.id, node);
    for (const children of Object.values(node.slots ?? {})) stack.push(...children);
  }
  return byId;
}

export function CreateCompoundDialog({ nodeId, onClose }: { nodeId: string; onClose(): void }) {
  const { t } = useTranslation(['compound', 'widgets', 'editor']);
  const { store, registry } = useEditorServices();
  const queryClient = useQueryClient();
  // Snapshots: once the action ran the subtree is no longer in the document, while the dialog closes.
  const [subtree] = useState(() => store.index.node(nodeId)!);
  const [connections] = useState(() => selectActiveEntry(store.getState())?.socketConnections ?? []);
  const candidates = useMemo(
    () => candidateSockets(subtree, connections, (type) => registry.get(type) ?? { inputs: [], outputs: [] }),
    [subtree, connections, registry],
  );
  const nodes = useMemo(() => nodesById(subtree), [subtree]);
  /** 'Text „Hallo“ · Text' rather than the ids 'w2rbixlthqb.text'. */
  const endLabel = (socket: RootSocket) => {
    const node = nodes.get(socket.target.widgetId);
    if (!node) return `${socket.target.widgetId} · ${socket.target.socket}`;
    const declaration = registry.socket(node.type, socket.direction, socket.target.socket);
    const socketLabel = declaration?.label ? t(`widgets:${declaration.label}`, { defaultValue: socket.target.socket }) : socket.target.socket;
    return `${widgetName(t, node)} · ${socketLabel}`;
  };
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState(() => new Set(candidates.filter((c) => c.proposed).map((_, i) => i)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    if (!name.trim()) return setError(t('compound.nameRequired'));
    setBusy(true);
    setError(null);
    try {
      const rootSockets = candidates.filter((_, i) => chosen.has(i)).map((c) => c.socket);
      const instanceId = randomId();
      const { compound } = extractCompound(name.trim(), subtree, connections, rootSockets, instanceId);
      const inside = subtreeIdSet(subtree);
      const projectId = store.getState().document.projectId;
      const created = await createCompoundWidget({ ...compound, projectId, socketConnections: compound.socketConnections!.filter((c) => inside.has(c.from.widgetId)) });
      store.getState().dispatch({ type: 'createCompound', nodeId, compoundId: created.id, instanceId, rootSockets });
      await queryClient.invalidateQueries({ queryKey: [PROJECT_COMPOUNDS_KEY] });
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      testId="create-compound-dialog"
      title={t('compound.createTitle')}
      onDismiss={() => !busy && onClose()}
      placement="center"
      footer={
        <>
          <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>{t('compound.cancel')}</Button>
          <Button size="sm" data-testid="create-compound-confirm" loading={busy} loadingText={t('compound.creating')} onClick={() => void create()}>
            {t('compound.create')}
          </Button>
        </>
      }
    >
      <Field.Root mb="4" required>
        <Field.Label>{t('compound.name')}</Field.Label>
        <Input name="compoundName" data-testid="compound-name" size="sm" value={name} onChange={(e) => setName(e.currentTarget.value)} autoFocus />
      </Field.Root>
      <Fieldset.Root borderWidth="1px" borderRadius="md" paddingX="3" paddingY="2">
        <Fieldset.Legend fontWeight="semibold" fontSize="sm" paddingX="1">{t('compound.rootSockets')}</Fieldset.Legend>
        <Fieldset.HelperText fontSize="xs" color="fg.muted">{t('compound.rootSocketsHelp')}</Fieldset.HelperText>
        {candidates.length === 0 ? <Text fontSize="sm">{t('compound.noSockets')}</Text> : null}
        <Stack gap="2" maxHeight="50vh" overflowY="auto" paddingY="1">
          {candidates.map((c, i) => (
            <Checkbox.Root
              key={i}
              size="sm"
              data-testid="root-socket-option"
              data-socket={`${c.socket.direction}:${c.socket.target.widgetId}.${c.socket.target.socket}`}
              checked={chosen.has(i)}
              onCheckedChange={() => setChosen((previous) => {
                const next = new Set(previous);
                if (next.has(i)) next.delete(i);
                else next.add(i);
                return next;
              })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">
                <Text as="span" fontWeight="medium">{c.socket.name}</Text>{' '}
                <Text as="span" color="fg.muted">({t(`compound.${c.socket.direction}`)}: {endLabel(c.socket)})</Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      {error ? <Text role="alert" color="fg.error" marginTop="2">{error}</Text> : null}
    </DialogFrame>
  );
}
