/**
 * The calendar beside a date field (react-day-picker with the date-fns locale of the UI language): a button opens
 * it under the field, the arrow keys move between days, Enter picks one and Escape closes it, focus returning to
 * the button. Days outside `min`/`max` ('yyyy-MM-dd') cannot be picked. The typed field stays the value's source.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { format, parseISO } from 'date-fns';
import { Button } from '@chakra-ui/react';
import { dateLocaleOf } from './values/dateLocale';

export interface DateCalendarProps {
  /** The chosen day, if any. */
  selected?: Date;
  min?: string;
  max?: string;
  disabled?: boolean;
  /** The picked day as 'yyyy-MM-dd'. */
  onPick(day: string): void;
}

export function DateCalendar({ selected, min, max, disabled, onPick }: DateCalendarProps) {
  const { t, i18n } = useTranslation('inputs');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const locale = dateLocaleOf(i18n.language);
  const outside = [...(min ? [{ before: parseISO(min) }] : []), ...(max ? [{ after: parseISO(max) }] : [])];
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div style={{ position: 'relative' }}>
      <Button
        ref={button}
        size="xs"
        variant="ghost"
        marginTop="1"
        disabled={disabled}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'date.closeCalendar' : 'date.openCalendar')}
      </Button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('date.calendar')}
          data-testid="date-calendar"
          style={{ position: 'absolute', zIndex: 20, background: 'white', border: '1px solid #d0d5dd', borderRadius: 6, padding: 8 }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <DayPicker
            mode="single"
            locale={locale}
            selected={selected}
            defaultMonth={selected ?? (min ? parseISO(min) : undefined)}
            disabled={outside}
            autoFocus
            onSelect={(day) => {
              if (!day) return;
              onPick(format(day, 'yyyy-MM-dd'));
              close();
            }}
          />
        </div>
      )}
    </div>
  );
}
