import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createTask } from '../../api/resources';
import type { SessionUser } from '../../auth';
import { errorText } from '../../stores';
import { buttonStyle } from '../theme';
import { isoDay, localDateTime } from './calendar';

/** A new task starts at 08:00 on the chosen day and lasts 2 hours. */
export const NEW_TASK_START = '08:00';
export const NEW_TASK_HOURS = 2;

const backdrop = { position: 'fixed', inset: 0, background: 'rgba(26, 32, 44, 0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 1000 } as const;
const panel = { background: '#ffffff', borderRadius: 8, padding: 20, width: 'min(420px, 95vw)', maxHeight: '95vh', overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 12, boxShadow: '0 10px 30px rgba(0,0,0,0.25)' } as const;
const field = { display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 } as const;
const input = { padding: '6px 8px', border: '1px solid #cbd5e0', borderRadius: 4, font: 'inherit' } as const;

/**
 * The dialog 'Neue Aufgabe': title, day, start (08:00), duration in hours (2), assigned to the current user.
 * Saving creates the task (POST /api/tasks) and closes; a failure stays open with the server's message.
 */
export function TaskDialog({ day, user, onClose, onCreated }: { day: Date; user: SessionUser; onClose(): void; onCreated(): void }) {
  const { t } = useTranslation('planning');
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(isoDay(day));
  const [time, setTime] = useState(NEW_TASK_START);
  const [hours, setHours] = useState(String(NEW_TASK_HOURS));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const start = localDateTime(date, time);
  const duration = Number(hours.replace(',', '.'));
  const valid = title.trim() !== '' && Number.isFinite(start) && Number.isFinite(duration) && duration > 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!valid || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await createTask({ title: title.trim(), userIds: [user.id], start, durationInHours: duration });
      onCreated();
      onClose();
    } catch (error) {
      setFailure(error ?? new Error('save failed'));
      setSaving(false);
    }
  }

  return (
    <div style={backdrop} onClick={onClose}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="task-dialog"
        style={panel}
        noValidate
        onSubmit={save}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={titleId} style={{ margin: 0, fontSize: 20 }}>{t('task.dialogTitle')}</h2>
        <label style={field}>
          {t('task.title')}
          <input name="title" autoFocus value={title} maxLength={500} aria-invalid={tried && !title.trim() ? true : undefined} style={input} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {tried && !title.trim() ? <span role="alert" style={{ color: '#c53030', fontSize: 13 }}>{t('task.titleRequired')}</span> : null}
        <label style={field}>
          {t('task.day')}
          <input name="day" type="date" value={date} style={input} onChange={(e) => setDate(e.target.value)} />
        </label>
        <div style={{ display: 'flex', gap: 12 }}>
          <label style={{ ...field, flex: 1 }}>
            {t('task.start')}
            <input name="start" type="time" value={time} style={input} onChange={(e) => setTime(e.target.value)} />
          </label>
          <label style={{ ...field, flex: 1 }}>
            {t('task.duration')}
            <input name="durationInHours" type="number" min={0.25} step={0.25} value={hours} style={input} onChange={(e) => setHours(e.target.value)} />
          </label>
        </div>
        <div style={field}>
          {t('task.assignee')}
          <strong data-testid="task-assignee">{user.displayName}</strong>
        </div>
        {failure ? <div role="alert" data-testid="task-error" style={{ color: '#c53030', fontSize: 13 }}>{t('task.saveFailed')} {errorText(failure)}</div> : null}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" data-testid="task-cancel" style={buttonStyle('outline', 'secondary', 'sm')} onClick={onClose}>
            {t('task.cancel')}
          </button>
          <button type="submit" data-testid="task-save" disabled={saving} style={buttonStyle('solid', 'primary', 'sm', saving)}>
            {t('task.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
