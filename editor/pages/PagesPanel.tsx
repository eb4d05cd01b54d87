/** The application's content entries (work in progress). */
import { useEditorStore } from '../store/context';

export function PagesPanel() {
  const pages = useEditorStore((state) => state.document.content);
  return <div data-testid="pages-panel" data-page-count={pages.length} />;
}
