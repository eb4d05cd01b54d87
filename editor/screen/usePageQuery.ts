/** Keeps `?page={path}` and the page shown in the canvas in step, both ways (page switch, back button). */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EditorStoreApi } from '../store/createEditorStore';

export function usePageQuery(store: EditorStoreApi): void {
  const [params, setParams] = useSearchParams();
  const page = params.get('page');

  useEffect(() => {
    if (page !== null && page !== store.getState().activePath) store.getState().setActivePage(page);
  }, [page, store]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.activePath === previous.activePath) return;
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('page', state.activePath);
            return next;
          },
          { replace: true },
        );
      }),
    [store, setParams],
  );
}
