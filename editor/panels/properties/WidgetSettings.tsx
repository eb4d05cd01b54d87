/**
 * The settings of one widget: its JSON Schema as a form (kit/forms SchemaForm), live: every change
 * dispatches updateSettings with just the changed keys. A switch shows the raw settings as JSON instead.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { applySchemaDefaults } from '../../../model/document/defaults';
import type { WidgetSchema } from '../../../model/document/schemas';
import type { WidgetDefinition } from '../../../runtime/registry/defineWidget';
import type { Settings, WidgetNode } from '../../../model/document/types';
import { SchemaForm } from '../../../kit/forms/SchemaForm';
import { useEditorStore, useEditorStoreApi } from '../../store/context';
import { widgetName } from '../../dragdrop/announcements';
import { contextVariableChoices, linkTargets, suggestionUiSchema, widgetChoices, type SuggestionKind } from '../../model/rules/settingSuggestions';
import { permissionLabel, usePermissionNames } from '../../services/permissionNames';
import { changedSettings } from './settingsDiff';
import { SettingsJsonEditor } from './SettingsJsonEditor';
import type { TypingPause } from './typingPause';

export function WidgetSettings({ node, definition, typing }: { node: WidgetNode; definition: WidgetDefinition; typing: TypingPause }) {
  const { t } = useTranslation(['editor-panels', 'widgets']);
  const store = useEditorStoreApi();
  const [asJson, setAsJson] = useState(false);
  // Only real changes reach the document. The form library fills schema defaults into its data, so the baseline
  // of the comparison does too; loaded and created nodes already carry them, so this changes nothing there.
  const shown = useMemo(() => applySchemaDefaults(definition.schema as WidgetSchema, node.settings), [definition, node.settings]);

  // Link targets, context variables, linked widgets and permissions are offered as choices (a typed value still
  // counts). Only a form with such a field follows the document or asks the server: for all others a keystroke
  // leaves the form's layout as it is, instead of walking the page for choices no field shows.
  const kinds = useMemo(() => {
    const asked = new Set<SuggestionKind>();
    suggestionUiSchema(definition.schema, (kind) => (asked.add(kind), []));
    return asked;
  }, [definition]);
  const suggests = kinds.size > 0;
  const document = useEditorStore((state) => (suggests ? state.document : null));
  const permissionNames = usePermissionNames(kinds.has('permissions'));
  const entry = document?.content[store.index.entryIndexOf(node.id)];
  const uiSchema = useMemo(() => {
    const listOf = (kind: SuggestionKind) => {
      if (kind === 'pages') return document ? linkTargets(document) : [];
      if (kind === 'permissions') return (permissionNames.data ?? []).map((name) => ({ value: name, label: permissionLabel(t, name) }));
      if (!entry) return [];
      return kind === 'contextVariables' ? contextVariableChoices(entry) : widgetChoices(entry, node.id, (other) => widgetName(t, other));
    };
    return { 'ui:title': '', 'ui:description': '', ...suggestionUiSchema(definition.schema, listOf) };
  }, [document, entry, node.id, definition, t, permissionNames.data]);

  /** Writes what changed from `before` to `after` into the document (nothing when nothing did). */
  const write = (before: Settings, after: Settings) => {
    const patch = changedSettings(before, after);
    if (patch) store.getState().dispatch({ type: 'updateSettings', id: node.id, settings: patch });
  };
  const onChange = (data: Settings) => write(shown, data ?? {});
  // A top-level setting's new value goes into the document in the keystroke itself, so the canvas shows it at once;
  // the form validates and renders after (kit/forms/instantChange.ts). Compared with the document's current
  // settings: the form's `shown` may still be a keystroke behind. Nested settings take the form's own path.
  const typingWrites = useRef(false); // the store's listener below tells the typing's own writes from others
  const onInstantChange = (fieldId: string, value: unknown) => {
    const name = fieldId.startsWith('root_') ? fieldId.slice('root_'.length) : '';
    const current = store.index.node(node.id);
    if (!current || !Object.hasOwn(definition.schema.properties ?? {}, name)) return false;
    const baseline = applySchemaDefaults(definition.schema as WidgetSchema, current.settings);
    typingWrites.current = true;
    try {
      write(baseline, { ...baseline, [name]: value });
    } finally {
      typingWrites.current = false;
    }
    typing.typed(node.id, store.index.node(node.id)?.settings);
    return true;
  };
  // The form library learns a typed value from the document once typing pauses (typingPause.ts): the panel then shows
  // the node the typing wrote, and the form takes it as its data (and validates it). The form's own report is not
  // replayed: its callback holds the form's data as it was when the key was pressed, and a field changed since (an
  // option picked while the text waited) would be put back. A typed value the document no longer holds (an undo
  // meanwhile) is discarded: the field shows the form's value again.
  const onCatchUp = (fieldId: string, value: unknown, _report: () => void, discard: () => void) => {
    const name = fieldId.slice('root_'.length);
    typing.afterPause(`${node.id} ${fieldId}`, () => {
      if (!Object.is(store.index.node(node.id)?.settings?.[name], value)) discard();
    });
  };
  useEffect(() => {
    // Any other change of the document while typing waits for its pause (an undo, another panel): catch up now.
    const unsubscribe = store.subscribe((state, previous) => {
      if (!typingWrites.current && state.document !== previous.document && typing.pending()) typing.settle();
    });
    return () => {
      unsubscribe();
      typing.drop(`${node.id} `);
    };
  }, [store, typing, node.id]);

  return (
    <Stack gap="3" data-widget-id={node.id} data-widget-type={node.type}>
      <SettingsHeader id={node.id} type={node.type} asJson={asJson} onAsJson={setAsJson} />
      {asJson ? (
        <SettingsJsonEditor id={node.id} />
      ) : (
        <SchemaForm<Settings> schema={definition.schema} formData={shown} onChange={onChange} onInstantChange={onInstantChange} onCatchUp={onCatchUp} uiSchema={uiSchema} />
      )}
    </Stack>
  );
}

/** The widget's title, its id and the JSON switch: the same on every keystroke, so it does not render again. */
const SettingsHeader = memo(function SettingsHeader({ id, type, asJson, onAsJson }: { id: string; type: string; asJson: boolean; onAsJson(checked: boolean): void }) {
  const { t } = useTranslation(['editor-panels', 'widgets']);
  return (
    <HStack justifyContent="space-between" alignItems="center">
      <HStack gap="2" minWidth="0">
        <Text fontWeight="semibold" truncate>
          {t(`widgets:widgets.${type}.title`, { defaultValue: type })}
        </Text>
        <Badge variant="subtle" fontFamily="mono" size="sm">
          {id}
        </Badge>
      </HStack>
      <Switch.Root size="sm" checked={asJson} onCheckedChange={({ checked }) => onAsJson(checked)} data-testid="settings-as-json">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('properties.json')}</Switch.Label>
      </Switch.Root>
    </HStack>
  );
});
