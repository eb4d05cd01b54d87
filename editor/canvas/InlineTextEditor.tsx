/**
 * Editing a text-like widget's text in place (double-click on the canvas): a text field laid over the widget in
 * its own font. Enter or leaving the field keeps the text, Escape drops it, Shift+Enter starts a new line in a Text.
 * The whole session is one edit action, so one undo step restores the text from before it.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { widgetTitle } from '../dragdrop/announcements';
import { useEditorServices } from '../services/editorServices';
import { boxInCanvas } from './canvasGeometry';

export interface InlineEdit {
  id: string;
  setting: string;
}

/** Lays `field` over the widget's element in the font of the widget's text (its deepest element). */
function placeOver(field: HTMLTextAreaElement, element: HTMLElement, canvas: HTMLElement): void {
  let text: HTMLElement = element;
  while (text.firstElementChild instanceof HTMLElement) text = text.firstElementChild;
  const font = getComputedStyle(text);
  const box = boxInCanvas(element, canvas);
  Object.assign(field.style, {
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${Math.max(box.width, 120)}px`,
    minHeight: `${Math.max(box.height, 32)}px`,
    fontFamily: font.fontFamily,
    fontSize: font.fontSize,
    fontWeight: font.fontWeight,
    lineHeight: font.lineHeight,
    textAlign: font.textAlign,
    visibility: 'visible',
  });
}

export function InlineTextEditor({ edit, canvas, onClose }: { edit: InlineEdit; canvas: RefObject<HTMLDivElement | null>; onClose(): void }) {
  const { t } = useTranslation('editor');
  const { store, elements } = useEditorServices();
  const node = store.index.node(edit.id);
  const initial = String(node?.settings?.[edit.setting] ?? '');
  const [value, setValue] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  const closed = useRef(false);

  useLayoutEffect(() => {
    const element = elements.widgets.get(edit.id);
    if (!element || !canvas.current || !field.current) return;
    placeOver(field.current, element, canvas.current);
    field.current.select();
  }, [edit.id, elements, canvas]);

  const finish = (keep: boolean) => {
    if (closed.current) return;
    closed.current = true;
    if (keep && value !== initial) store.getState().dispatch({ type: 'updateSettings', id: edit.id, settings: { [edit.setting]: value } });
    onClose();
  };

  if (!node) return null;
  return (
    <Textarea
      ref={field}
      data-testid="inline-text-editor"
      data-canvas-chrome=""
      aria-label={t('canvasActions.inlineEdit', { name: widgetTitle(t, node.type) })}
      value={value}
      rows={1}
      resize="none"
      background="white"
      padding="0"
      borderRadius="0"
      position="absolute"
      zIndex={26}
      visibility="hidden"
      onChange={(event) => setValue(event.target.value)}
      onPointerDown={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        event.stopPropagation(); // the editor's shortcuts (Delete, Ctrl+Z) are for the page, not this field
        if (event.key === 'Escape') finish(false);
        else if (event.key === 'Enter' && !(event.shiftKey && node.type === 'Text')) {
          event.preventDefault();
          finish(true);
        }
      }}
    />
  );
}
