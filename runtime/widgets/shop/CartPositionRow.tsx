import { useTranslation } from 'react-i18next';
import type { OrderPosition, Product } from '../../../model/api/schemas/shop';
import { PriceTags } from './PriceTags';

const small = { minWidth: 28, height: 28, borderRadius: 4, border: '1px solid #cbd5e0', background: '#ffffff', cursor: 'pointer' } as const;

export interface CartPositionActions {
  add(productId: string): void;
  remove(productId: string): void;
  /** 1-based position. */
  removePosition(position: number): void;
}

/** One order position: its number (from 1), the product, its prices, the amount with −/+ and remove. */
export function CartPositionRow({ index, position, product, actions, disabled }: {
  index: number;
  position: OrderPosition;
  product: Product | undefined;
  actions: CartPositionActions;
  disabled: boolean;
}) {
  const { t } = useTranslation('shop');
  const number = index + 1;
  const title = product?.title ?? t('cart.unknownProduct', { id: position.productId });
  return (
    <li data-testid="cart-position" data-product-id={position.productId} style={{ display: 'grid', gridTemplateColumns: '2em 1fr auto auto', gap: 12, alignItems: 'center', padding: '8px 0', borderBottom: '1px solid #e2e8f0' }}>
      <span data-testid="cart-position-number">{number}.</span>
      <span>
        <strong data-testid="cart-position-title">{title}</strong>
        <PriceTags prices={product?.prices ?? []} testId="cart-position-price" />
      </span>
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <button type="button" data-testid="cart-decrease" aria-label={t('cart.decrease', { title })} disabled={disabled} style={small} onClick={() => actions.remove(position.productId)}>
          −
        </button>
        <span data-testid="cart-amount" aria-label={t('cart.amount')}>{position.amount}</span>
        <button type="button" data-testid="cart-increase" aria-label={t('cart.increase', { title })} disabled={disabled} style={small} onClick={() => actions.add(position.productId)}>
          +
        </button>
      </span>
      <button type="button" data-testid="cart-remove-position" aria-label={t('cart.removePosition', { number })} disabled={disabled} style={{ ...small, padding: '0 8px' }} onClick={() => actions.removePosition(number)}>
        {t('cart.remove')}
      </button>
    </li>
  );
}
