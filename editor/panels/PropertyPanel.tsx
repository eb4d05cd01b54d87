/**
 * `[data-testid=property-panel]`: the settings form of the selected widget. Nothing selected or several
 * widgets selected: a hint. A type the registry does not know: its raw settings, read-only.
 *
 * The form (the schema form library and every settings input) is a chunk of its own: the editor opens without
 * it, fetches it once the browser is idle, and the first selection waits for it only if it is not there yet.
 */
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetNode } from '../../model/document/types';
import { Box, Text } from '@chakra-ui/react';
import { useEditorServices } from '../services/editorServices';
import { useSelectedNode } from './useSelectedNode';
import { RawSettings } from './properties/RawSettings';
import { whenIdle } from '../../runtime/hooks/whenIdle';

type SettingsModule = typeof import('./properties/WidgetSettings');
let loadedForm: SettingsModule | null = null;
let loadingForm: Promise<SettingsModule> | null = null;

/** Fetches the settings form's code (once). */
export function loadSettingsForm(): Promise<SettingsModule> {
  return (loadingForm ??= import('./properties/WidgetSettings').then((module) => (loadedForm = module)));
}

const LazyWidgetSettings = lazy(() => loadSettingsForm().then((module) => ({ default: module.WidgetSettings })));

/** A panel of its own instead of the schema's form, per widget type (given by the screen). */
export type CustomSettings = Readonly<Record<string, ComponentType<{ node: WidgetNode }>>>;

export function PropertyPanel({ customSettings = {} }: { customSettings?: CustomSettings }) {
  const { t } = useTranslation('editor-panels');
  const { registry } = useEditorServices();
  const { selection, node: selected } = useSelectedNode();
  // The form follows the document in a deferred render, after the canvas has shown the change: another widget's
  // form (a container's has hundreds of inputs) after the change that selected it (a delete selects the parent; until
  // then the previous form stays), and the same widget's form after an edit. A field being typed into shows its
  // value at once by itself (kit/forms/instantChange.ts).
  const deferred = useDeferredValue(selected);
  const node = selected ? deferred : undefined;
  const definition = node ? registry.get(node.type) : undefined;
  useEffect(() => {
    // not called off on unmount: the form's code is wanted for the next selection anyway
    whenIdle(() => void loadSettingsForm().catch((error: unknown) => console.error('Loading the settings form failed:', error)));
  }, []);
  // Once the code is there the form renders at once, without a suspended first frame. Chosen once per panel: a
  // component type that changed when the code arrived would remount the form under the builder's cursor.
  const [WidgetSettings] = useState(() => loadedForm?.WidgetSettings ?? LazyWidgetSettings);
  const Settings = node ? customSettings[node.type] : undefined;
  // The same element while the node is the same: the deferred render after an edit does not render the form again.
  const form = useMemo(() => {
    if (!node || !definition) return null;
    // keyed by widget: touched fields and the JSON switch start fresh for each widget
    if (Settings) return <Custom key={node.id} component={Settings} node={node} />;
    return (
      <Suspense fallback={<Hint text={t('properties.loading')} />}>
        <WidgetSettings key={node.id} node={node} definition={definition} />
      </Suspense>
    );
  }, [node, definition, Settings, WidgetSettings, t]);

  return (
    <Box data-testid="property-panel" padding="3">
      {selection.length === 0 && <Hint text={t('properties.nothingSelected')} />}
      {selection.length > 1 && <Hint text={t('properties.severalSelected', { count: selection.length })} />}
      {node && !definition && <RawSettings type={node.type} settings={node.settings} />}
      {form}
    </Box>
  );
}

function Custom({ component: Component, node }: { component: ComponentType<{ node: WidgetNode }>; node: WidgetNode }) {
  return <Component node={node} />;
}

function Hint({ text }: { text: string }) {
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="property-panel-hint">
      {text}
    </Text>
  );
}
