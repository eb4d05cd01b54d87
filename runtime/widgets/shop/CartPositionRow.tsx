import { useTranslation } from 'react-i18next';
import type { OrderPosition, Product } from '../../../model/api/schemas/shop';
import { safeImageSrc } from '../../security/safeUrl';
import { PriceTags } from './PriceTags';
import { inShopperZone } from './shopperZone';

const small = { minWidth: 28, height: 28, borderRadius: 4, border: '1px solid #718096', background: '#ffffff', color: '#1a202c', cursor: 'pointer' } as const;
const IMAGE_SIZE = 56;
/** Read by screen readers, not shown: names a number whose meaning the layout shows to sighted shoppers. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export interface CartPositionActions {
  add(productId: string): void;
  remove(productId: string): void;
  /** 1-based position. */
  removePosition(position: number): void;
}

/**
 * One order position: its number (from 1), the product's picture, title and unit price, the amount with −/+, the line
 * total (unit price × amount) and remove. Prices show in the shopper's zone (`zoneId`), or in every zone without one.
 */
export function CartPositionRow({ index, position, product, zoneId, actions, disabled }: {
  index: number;
  position: OrderPosition;
  product: Product | undefined;
  zoneId: string | undefined;
  actions: CartPositionActions;
  disabled: boolean;
}) {
  const { t } = useTranslation('shop');
  const number = index + 1;
  const title = product?.title ?? t('cart.unknownProduct', { id: position.productId });
  const image = product?.images?.[0];
  const src = image ? safeImageSrc(image.fileUrl) : undefined;
  const prices = inShopperZone(product?.prices ?? [], zoneId);
  const lineTotals = prices.map((price) => ({ ...price, value: price.value * position.amount }));
  return (
    <li data-testid="cart-position" data-product-id={position.productId} style={{ display: 'grid', gridTemplateColumns: `2em ${IMAGE_SIZE}px 1fr auto auto auto`, gap: 12, alignItems: 'center', padding: '8px 0', borderBottom: '1px solid #e2e8f0' }}>
      <span data-testid="cart-position-number">{number}.</span>
      {src
        ? <img data-testid="cart-position-image" src={src} alt={image?.alt ?? title} width={IMAGE_SIZE} height={IMAGE_SIZE} style={{ objectFit: 'cover', borderRadius: 4 }} />
        : <span aria-hidden="true" style={{ width: IMAGE_SIZE, height: IMAGE_SIZE, background: '#edf2f7', borderRadius: 4 }} />}
      <span>
        <strong data-testid="cart-position-title">{title}</strong>
        <PriceTags prices={prices} testId="cart-position-price" />
      </span>
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <button type="button" data-testid="cart-decrease" aria-label={t('cart.decrease', { title })} disabled={disabled} style={small} onClick={() => actions.remove(position.productId)}>
          −
        </button>
        <span style={visuallyHidden}>{t('cart.amount')}</span>
        <span data-testid="cart-amount">{position.amount}</span>
        <button type="button" data-testid="cart-increase" aria-label={t('cart.increase', { title })} disabled={disabled} style={small} onClick={() => actions.add(position.productId)}>
          +
        </button>
      </span>
      <span style={{ minWidth: 90, textAlign: 'right' }}>
        <span style={visuallyHidden}>{t('cart.lineTotal')}</span>
        <PriceTags prices={lineTotals} testId="cart-line-total" />
      </span>
      <button type="button" data-testid="cart-remove-position" aria-label={t('cart.removePosition', { number })} disabled={disabled} style={{ ...small, padding: '0 8px' }} onClick={() => actions.removePosition(number)}>
        {t('cart.remove')}
      </button>
    </li>
  );
}
