import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Dialog';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit, useSocketEvent } from '../../sockets/hooks';
import { useNavigation } from '../../app/navigation';
import { useTemplate } from '../../hooks/useTemplate';
import { buttonStyle } from '../theme';
import { SlotFrame } from './SlotFrame';
import { useContextPath } from './useContextPath';

export type DialogSettings = SettingsOf<typeof spec.schema>;

/** A dialog is at most 95vw wide and 95vh high. */
export const DIALOG_MAX_WIDTH = '95vw';
export const DIALOG_MAX_HEIGHT = '95vh';
/** The parameter value of a dialog without a context variable. */
export const OPEN_PARAMETER_VALUE = 'open';

/**
 * The open state mirrored in a URL query parameter: opening writes the value, closing removes it, and a URL whose
 * parameter equals the value (a shared link, Back) opens the dialog; the parameter going away closes it.
 */
function useUrlSync(parameter: string | undefined, value: string | undefined, setOpen: (open: boolean) => void, enabled: boolean) {
  const navigation = useNavigation();
  const current = parameter ? navigation.query.get(parameter) : null;
  const matches = !!parameter && value !== undefined && current === value;
  const matchedBefore = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    if (matches) setOpen(true);
    else if (matchedBefore.current) setOpen(false);
    matchedBefore.current = matches;
  }, [enabled, matches, setOpen]);

  return useCallback(
    (open: boolean) => {
      if (!enabled || !parameter || value === undefined) return;
      const query = new URLSearchParams(navigation.query);
      if (open === (query.get(parameter) === value)) return;
      if (open) query.set(parameter, value);
      else query.delete(parameter);
      const search = query.toString();
      navigation.navigate(`/${navigation.path}${search ? `?${search}` : ''}`, { replace: true });
    },
    [enabled, parameter, value, navigation],
  );
}

/**
 * A modal dialog around its `content` slot. It opens from its own button or the `open` / `toggle` input sockets and
 * closes from `close`, `toggle`, its close button, Escape or a click beside it. In edit mode the content is shown in
 * place so the builder can fill it.
 */
function Dialog({ id, settings, renderSlot }: WidgetProps<DialogSettings>) {
  const { t } = useTranslation('layout');
  const editing = useRenderMode() === 'edit';
  const emit = useEmit(id);
  const title = useTemplate(id, settings.title);
  const [open, setOpenState] = useState(false);
  const contextValue = useContextPath<unknown>(settings.contextVariable);
  const parameterValue = settings.contextVariable?.trim()
    ? contextValue === undefined || contextValue === null
      ? undefined
      : String(contextValue)
    : OPEN_PARAMETER_VALUE;
  const syncUrl = useUrlSync(settings.queryParameter?.trim() || undefined, parameterValue, setOpenState, !editing);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      syncUrl(next);
    },
    [syncUrl],
  );

  useSocketEvent(id, 'open', () => setOpen(true));
  useSocketEvent(id, 'close', () => setOpen(false));
  useSocketEvent(id, 'toggle', () => setOpen(!open));
  useEffect(() => emit('isOpen', open), [emit, open]);
  useEffect(() => {
    if (!open || editing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, editing, setOpen]);

  const button = settings.showButton ? (
    <button type="button" style={buttonStyle()} onClick={() => !editing && setOpen(true)}>
      {settings.buttonLabel.trim() || t('widgets.Dialog.ui.open')}
    </button>
  ) : null;

  if (editing) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
        {button}
        <SlotFrame slot="content" label={title ? `${t('widgets.Dialog.ui.content')}: ${title}` : t('widgets.Dialog.ui.content')} style={{ width: '100%' }}>
          {renderSlot('content')}
        </SlotFrame>
      </div>
    );
  }

  const overlay: CSSProperties = {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(0, 0, 0, 0.5)',
  };
  const box: CSSProperties = {
    position: 'relative',
    boxSizing: 'border-box',
    width: settings.width,
    maxWidth: DIALOG_MAX_WIDTH,
    maxHeight: DIALOG_MAX_HEIGHT,
    overflow: 'auto',
    padding: 16,
    borderRadius: 8,
    background: '#ffffff',
    color: '#1a202c',
    boxShadow: '0 10px 30px rgba(0, 0, 0, 0.3)',
  };
  return (
    <>
      {button}
      {open ? (
        <div data-testid="dialog-backdrop" style={overlay} onClick={(event) => event.target === event.currentTarget && setOpen(false)}>
          <div role="dialog" aria-modal="true" aria-label={title || undefined} style={box}>
            {title || settings.showCloseButton ? (
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
                {title ? <h2 style={{ margin: 0, fontSize: 20, flex: 1 }}>{title}</h2> : <span style={{ flex: 1 }} />}
                {settings.showCloseButton ? (
                  <button type="button" aria-label={t('widgets.Dialog.ui.close')} title={t('widgets.Dialog.ui.close')} onClick={() => setOpen(false)} style={{ border: 'none', background: 'transparent', fontSize: 22, lineHeight: 1, cursor: 'pointer' }}>
                    ×
                  </button>
                ) : null}
              </div>
            ) : null}
            {renderSlot('content')}
          </div>
        </div>
      ) : null}
    </>
  );
}

export const DialogWidget = widgetFromSpec(spec, Dialog);
