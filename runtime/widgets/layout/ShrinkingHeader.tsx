import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ShrinkingHeader';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit, useSocketEvent } from '../../sockets/hooks';

export type ShrinkingHeaderSettings = SettingsOf<typeof spec.schema>;

/** The header is 144px minus the page's scroll, at least 58px, fully shrunk from a scroll of 86px on. */
export const HEADER_MAX_HEIGHT = 144;
export const HEADER_MIN_HEIGHT = 58;
export const FULLY_SHRUNK_SCROLL = HEADER_MAX_HEIGHT - HEADER_MIN_HEIGHT; // 86

export function shrinkingHeaderHeight(scrollY: number, shrunkByEvent: boolean): number {
  if (shrunkByEvent || scrollY >= FULLY_SHRUNK_SCROLL) return HEADER_MIN_HEIGHT;
  return HEADER_MAX_HEIGHT - Math.max(0, scrollY);
}

const scrollY = () => globalThis.scrollY ?? 0;

function subscribeScroll(listener: () => void): () => void {
  globalThis.addEventListener?.('scroll', listener, { passive: true });
  return () => globalThis.removeEventListener?.('scroll', listener);
}

/**
 * A header that shrinks as the page scrolls (and at once on a `shrink` event) and grows back when the scroll
 * returns to the top. Re-renders only when its height changes, not on every scroll event. In edit mode it
 * stays at full height.
 */
function ShrinkingHeader({ id, settings, renderSlot }: WidgetProps<ShrinkingHeaderSettings>) {
  const editing = useRenderMode() === 'edit';
  const emit = useEmit(id);
  const [shrunkByEvent, setShrunkByEvent] = useState(false);
  const scrolledHeight = useSyncExternalStore(subscribeScroll, () => shrinkingHeaderHeight(scrollY(), false), () => HEADER_MAX_HEIGHT);
  const height = editing ? HEADER_MAX_HEIGHT : shrunkByEvent ? HEADER_MIN_HEIGHT : scrolledHeight;
  const shrunk = height === HEADER_MIN_HEIGHT;

  useSocketEvent(id, 'shrink', () => setShrunkByEvent(true));
  useEffect(() => {
    if (!shrunkByEvent) return;
    // Back at the top, the header restores (also after a shrink event).
    return subscribeScroll(() => {
      if (scrollY() <= 0) setShrunkByEvent(false);
    });
  }, [shrunkByEvent]);
  useEffect(() => emit('shrunk', shrunk), [emit, shrunk]);

  const style: CSSProperties = {
    position: editing ? 'relative' : 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height,
    overflow: 'hidden',
    transition: 'height 120ms ease-out',
    background: settings.backgroundColor,
    color: settings.fontColor || undefined,
    boxShadow: settings.shadow && shrunk ? '0 2px 6px rgba(0, 0, 0, 0.15)' : 'none',
  };
  return (
    <header style={style} data-shrunk={String(shrunk)}>
      <div style={{ width: '100%' }}>{renderSlot('content')}</div>
    </header>
  );
}

export const ShrinkingHeaderWidget = widgetFromSpec(spec, ShrinkingHeader);
