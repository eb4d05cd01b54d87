/** One palette entry: a new widget of `type`, dragged or clicked into the page (NewWidgetSource). */
import { memo } from 'react';
import { NewWidgetSource } from '../dragdrop/NewWidgetSource';

export const PaletteItem = memo(function PaletteItem({ type, title }: { type: string; title: string }) {
  return (
    <NewWidgetSource type={type} title={type} className="bk-palette-item" attributes={{ 'data-testid': 'palette-item', 'data-widget-type': type }}>
      {title}
    </NewWidgetSource>
  );
});
