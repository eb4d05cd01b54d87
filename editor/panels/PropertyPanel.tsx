/**
 * `[data-testid=property-panel]`: the settings form of the selected widget. Nothing selected or several
 * widgets selected: a hint. A type the registry does not know: its raw settings, read-only.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetNode } from '../../model/document/types';
import { Box, Text } from '@chakra-ui/react';
import { useEditorServices } from '../services/editorServices';
import { useSelectedNode } from './useSelectedNode';
import { RawSettings } from './properties/RawSettings';
import { WidgetSettings } from './properties/WidgetSettings';

/** A panel of its own instead of the schema's form, per widget type (given by the screen). */
export type CustomSettings = Readonly<Record<string, ComponentType<{ node: WidgetNode }>>>;

export function PropertyPanel({ customSettings = {} }: { customSettings?: CustomSettings }) {
  const { t } = useTranslation('editor-panels');
  const { registry } = useEditorServices();
  const { selection, node } = useSelectedNode();
  const definition = node ? registry.get(node.type) : undefined;

  return (
    <Box data-testid="property-panel" padding="3">
      {selection.length === 0 && <Hint text={t('properties.nothingSelected')} />}
      {selection.length > 1 && <Hint text={t('properties.severalSelected', { count: selection.length })} />}
      {node && !definition && <RawSettings type={node.type} settings={node.settings} />}
      {/* keyed by widget: touched fields and the JSON switch start fresh for each widget */}
      {node && definition && !customSettings[node.type] && <WidgetSettings key={node.id} node={node} definition={definition} />}
      {node && definition && customSettings[node.type] && <Custom key={node.id} component={customSettings[node.type]} node={node} />}
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
