/** One palette entry: a new widget of `type`, dragged or clicked into the page (NewWidgetSource). */
import { memo } from 'react';
import { NewWidgetSource } from '../dragdrop/NewWidgetSource';
import { PALETTE_ENTRY_STYLE } from '../ui/paletteSearch';

export const PaletteItem = memo(function PaletteItem({ type, title }: { type: string; title: string }) {
  return (
    <NewWidgetSource type={type} title={type} style={PALETTE_ENTRY_STYLE} className="bk-palette-item" attributes={{ 'data-testid': 'palette-item', 'data-widget-type': type }}>
      {title}
    </NewWidgetSource>
  );
});
