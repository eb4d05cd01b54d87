import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../model/api/schemas/contacts';
import { META_FIELDS } from '../../../model/api/schemas/common';
import { ErrorState } from '../../hooks/notices';
import { LoadingState, errorText, useStoreEntity, useStoreWrites } from '../../stores';
import { SaveBar } from './SaveBar';
import { ContactForm, type ContactDraft } from './ContactForm';
import { fieldErrorsOf } from './saveErrors';
import { useDraft } from './useDraft';
import { useCustomFieldDefinitions } from './useCustomFieldDefinitions';

/**
 * Loads a contact (or starts a new one without id), edits it in the ContactForm and saves it through the
 * `contacts` store, so every list of contacts shows the change. A field the user emptied is removed on the server
 * (null in the merge patch). The server's refusals show at their fields; nothing typed is lost.
 */
const OWN_FIELDS_EXCLUDED = new Set<string>([...META_FIELDS, 'userId']);

/** The merge patch from `original` to `draft`: changed fields, and null for the ones emptied. */
export function contactPatch(original: Partial<Contact>, draft: ContactDraft): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(original)) if (!OWN_FIELDS_EXCLUDED.has(key) && !(key in draft)) patch[key] = null;
  for (const [key, value] of Object.entries(draft)) {
    if (OWN_FIELDS_EXCLUDED.has(key)) continue;
    if (JSON.stringify(value) !== JSON.stringify((original as Record<string, unknown>)[key])) patch[key] = value === undefined ? null : value;
  }
  return patch;
}

export interface ContactEditorPanelProps {
  idPrefix: string;
  contactId: string;
  showCustomFields: boolean;
  readOnly?: boolean;
  onSaved?(contact: Contact): void;
}

export function ContactEditorPanel({ idPrefix, contactId, showCustomFields, readOnly, onSaved }: ContactEditorPanelProps) {
  const { t } = useTranslation('contacts');
  const loaded = useStoreEntity<Contact>('contacts', contactId);
  const definitions = useCustomFieldDefinitions(showCustomFields);
  const writes = useStoreWrites<Contact>('contacts');
  const [draft, setDraft] = useDraft<Contact | undefined, ContactDraft>(loaded.entity, (entity) => (entity ? { ...entity } : {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'saved' } | { kind: 'failed'; message?: string } | null>(null);

  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error') return <ErrorState message={t('notFound')} details={errorText(loaded.error)} />;

  const save = async () => {
    setStatus(null);
    try {
      const saved = loaded.entity
        ? await writes.update(loaded.entity.id, contactPatch(loaded.entity, draft))
        : await writes.create(draft as Record<string, unknown>);
      setErrors({});
      setStatus({ kind: 'saved' });
      if (!loaded.entity) setDraft({});
      onSaved?.(saved);
    } catch (error) {
      setErrors(fieldErrorsOf(error, draft.customFields));
      setStatus({ kind: 'failed', message: errorText(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); void save(); }} data-testid="contact-editor">
      <ContactForm
        idPrefix={idPrefix}
        value={draft}
        onChange={(next) => { setDraft(next); setStatus(null); }}
        customFields={showCustomFields ? definitions.elements : undefined}
        errors={errors}
        readOnly={readOnly}
        disabled={writes.busy}
      />
      <SaveBar label={t('actions.save')} locked={!!readOnly || writes.busy} savedText={status?.kind === 'saved' ? t('saved') : null} failure={status?.kind === 'failed' ? status.message ?? '' : null} />
    </form>
  );
}
