/**
 * `[data-testid=property-panel]`: the settings form of the selected widget. Nothing selected or several
 * widgets selected: a hint. A type the registry does not know: its raw settings, read-only.
 */
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@chakra-ui/react';
import { useEditorServices } from '../services/editorServices';
import { useSelectedNode } from './useSelectedNode';
import { RawSettings } from './properties/RawSettings';
import { WidgetSettings } from './properties/WidgetSettings';

export function PropertyPanel() {
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
      {node && definition && <WidgetSettings key={node.id} node={node} definition={definition} />}
    </Box>
  );
}

function Hint({ text }: { text: string }) {
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="property-panel-hint">
      {text}
    </Text>
  );
}
