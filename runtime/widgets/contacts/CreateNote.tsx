import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createContactNote, getContactNotes } from '../../api/contacts';
import type { ContactNote } from '../../../model/api/schemas/contacts';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CreateNote';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { CheckboxInput } from '../../inputs/CheckboxInput';
import { TextInput } from '../../inputs/TextInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { LoadingState, errorText } from '../../stores';
import { SaveBar } from './SaveBar';
import { contactNotesKey } from './notesQuery';
import { useContactId } from './useContactId';

export type CreateNoteSettings = SettingsOf<typeof spec.schema>;

const notesKey = contactNotesKey;

/** The notes the user may read, newest first; a private note carries the 'Privat' badge. */
function NotesList({ targetId }: { targetId: string }) {
  const { t, i18n } = useTranslation('contacts');
  const notes = useQuery({ queryKey: notesKey(targetId), queryFn: () => getContactNotes(targetId) });
  if (notes.isPending) return <LoadingState />;
  if (notes.isError) return <ErrorState details={errorText(notes.error)} />;
  if (notes.data.elements.length === 0) return <EmptyState message={t('notes.empty')} />;
  const when = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul data-testid="notes-list" aria-label={t('notes.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {notes.data.elements.map((note: ContactNote) => (
        <li key={note.id} style={{ border: '1px solid #eaecf0', borderRadius: 8, padding: 8 }}>
          <div style={{ display: 'flex', gap: 8, fontSize: 12, color: '#667085' }}>
            <time dateTime={new Date(note.createdAt).toISOString()}>{when.format(note.createdAt)}</time>
            {note.visibility === 'private' && (
              <span data-testid="private-badge" style={{ background: '#fef0c7', color: '#93370d', borderRadius: 4, padding: '0 6px' }}>{t('notes.privateBadge')}</span>
            )}
          </div>
          <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{note.content}</p>
        </li>
      ))}
    </ul>
  );
}

/** Writes a note on the contact `targetId` (setting or input), public or only for its author; lists the notes. */
function CreateNote({ id, settings }: WidgetProps<CreateNoteSettings>) {
  const { t } = useTranslation('contacts');
  const targetId = useContactId(id, settings.targetId, 'targetId');
  const editing = useRenderMode() === 'edit';
  const emit = useEmit<'created'>(id);
  const client = useQueryClient();
  const [text, setText] = useState<string | undefined>();
  const [isPrivate, setPrivate] = useState(false);
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    mutationFn: () => createContactNote(targetId, { note: text!.trim(), visibility: isPrivate ? 'private' : 'public' }),
    onSuccess: (note) => {
      setText(undefined);
      setPrivate(false);
      emit('created', note);
      return client.invalidateQueries({ queryKey: notesKey(targetId) });
    },
  });
  if (!targetId) return <ConfigureNotice />;

  const submit = () => {
    if (!text?.trim()) return setMissing(true);
    setMissing(false);
    create.mutate();
  };
  return (
    <div data-testid="create-note" style={{ display: 'grid', gap: 8 }}>
      <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }} style={{ display: 'grid', gap: 8 }}>
        <TextInput
          id={`${id}-note`}
          label={t('notes.label')}
          multiline
          required
          maxLength={10_000}
          placeholder={t('notes.placeholder')}
          readOnly={editing}
          disabled={create.isPending}
          value={text}
          error={missing ? t('notes.required') : undefined}
          onChange={(next) => { setText(next); create.reset(); }}
        />
        <CheckboxInput id={`${id}-private`} label={t('notes.private')} readOnly={editing} value={isPrivate} onChange={(checked) => setPrivate(!!checked)} />
        <SaveBar size="sm" label={t('notes.add')} locked={editing || create.isPending} savedText={create.isSuccess ? t('notes.saved') : null} failure={create.isError ? errorText(create.error) ?? '' : null} />
      </form>
      {settings.showNotes && !editing && <NotesList targetId={targetId} />}
    </div>
  );
}

export const CreateNoteWidget = widgetFromSpec(spec, CreateNote);
