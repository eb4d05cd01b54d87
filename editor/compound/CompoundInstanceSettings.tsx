/**
 * The property panel of a compound instance: which compound it shows, picked by name from the project's
 * compounds (never a raw id typed by hand), a way to the compound's own editor, and "Detach": the instance
 * becomes a copy of the compound's widgets on this page, edited freely and no longer following the compound
 * (one undo step brings the instance back).
 */
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WidgetNode } from '../../model/document/types';
import { useCompoundDocument } from '../../runtime/widgets/compound/useCompoundDocument';
import { useEditorStore, useEditorStoreApi } from '../store/context';
import { useCompoundBackLink } from './compoundHost';
import { useProjectCompounds } from './projectCompounds';

export function CompoundInstanceSettings({ node }: { node: WidgetNode }) {
  const { t } = useTranslation(['compound', 'widgets']);
  const store = useEditorStoreApi();
  const projectId = useEditorStore((state) => state.document.projectId);
  const compounds = useProjectCompounds(projectId).data ?? [];
  const compoundId = String(node.settings?.compoundId ?? '');
  const current = useCompoundDocument(compoundId);
  const from = useCompoundBackLink();
  const known = compounds.some((compound) => String(compound.id) === compoundId);
  const name = current.status === 'success' ? current.data.name : t('widgets.CompoundWidget.title');

  const detach = () => {
    if (current.status !== 'success') return;
    store.getState().dispatch({ type: 'detachCompound', id: node.id, compound: current.data });
  };

  return (
    <Stack gap="3" data-widget-id={node.id} data-widget-type={node.type} data-testid="compound-instance-settings">
      <Text fontWeight="semibold" truncate>
        {name}
      </Text>
      <Field.Root>
        <Field.Label>{t('compound.instance.compound')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id="root_compoundId"
            data-testid="instance-compound"
            value={compoundId}
            onChange={(event) => store.getState().dispatch({ type: 'updateSettings', id: node.id, settings: { compoundId: event.currentTarget.value } })}
          >
            {!known ? <option value={compoundId}>{current.status === 'success' ? current.data.name : t('compound.instance.unknown', { id: compoundId })}</option> : null}
            {compounds.map((compound) => (
              <option key={String(compound.id)} value={String(compound.id)}>
                {compound.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" data-testid="detach-compound" disabled={current.status !== 'success'} onClick={detach}>
          {t('compound.instance.detach')}
        </Button>
        <Link to={`/editor/compounds/${encodeURIComponent(compoundId)}${from ? `?from=${encodeURIComponent(from)}` : ''}`} data-testid="instance-edit-compound" style={{ fontSize: 14, textDecoration: 'underline' }}>
          {t('compound.instance.edit')}
        </Link>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t('compound.instance.detachHelp')}
      </Text>
    </Stack>
  );
}
