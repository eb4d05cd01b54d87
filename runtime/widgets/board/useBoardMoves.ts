import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/http';
import { errorText, storeDefinition, useStoreWrites } from '../../stores';
import { moveOf, type Card, type PendingMoves } from './boardModel';

export interface BoardMoves {
  pending: PendingMoves;
  /** The last move's failure, shown until the next move or until dismissed. */
  notice: string | null;
  dismiss(): void;
  move(cardId: string, to: string, title: string): void;
}

/**
 * Moves of cards, stored at once: the card shows in its new column while the PATCH of its status (with If-Match,
 * the version it was read at) is on its way. The store loads again after a stored move, so the card stays; a
 * refused move puts the card back and says why; a 409 (somebody changed the record meanwhile) reloads the board.
 */
export function useBoardMoves(storeName: string, records: readonly Card[], statusProperty: string): BoardMoves {
  const { t } = useTranslation('board');
  const writes = useStoreWrites(storeName);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMoves>({});
  const [notice, setNotice] = useState<string | null>(null);

  const settle = (id: string) => setPending(({ [id]: _done, ...rest }) => rest);

  const move = (cardId: string, to: string, title: string) => {
    const planned = moveOf(records, cardId, to, statusProperty);
    if (!planned || pending[cardId]) return;
    setNotice(null);
    setPending((current) => ({ ...current, [cardId]: { status: to, version: planned.version } }));
    writes.update(cardId, planned.patch, planned.version === undefined ? undefined : { ifMatch: planned.version }).then(
      () => settle(cardId),
      (error: unknown) => {
        settle(cardId);
        if (error instanceof ApiRequestError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: ['store', storeDefinition(storeName)?.name ?? storeName] });
          setNotice(t('board.conflict', { card: title }));
        } else {
          setNotice(t('board.moveFailed', { card: title, message: errorText(error) ?? '' }));
        }
      },
    );
  };

  return { pending, notice, dismiss: () => setNotice(null), move };
}
