import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderMode } from '../../render/extensions';
import { useCart } from '../../stores';
import { buttonStyle } from '../theme';

/**
 * "In den Warenkorb": adds `amount` of a product to the shared cart (the badge of every cart icon follows); nobody
 * logged in, to the guest cart in the browser. In edit mode it does nothing.
 */
export function AddToCartButton({ productId, amount = 1 }: { productId: string; amount?: number }) {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const mode = useRenderMode();
  const [result, setResult] = useState<'idle' | 'added' | 'failed'>('idle');
  const stop = (event: MouseEvent) => event.stopPropagation(); // the card around it navigates on click

  async function add(event: MouseEvent) {
    stop(event);
    if (mode === 'edit') return;
    try {
      await cart.add(productId, amount);
      setResult('added');
    } catch {
      setResult('failed');
    }
  }
  const disabled = cart.busy || !(amount > 0);
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <button type="button" data-testid="add-to-cart" disabled={disabled} onClick={add} style={buttonStyle('solid', 'primary', 'sm', disabled)}>
        {t('addToCart.label')}
      </button>
      {result !== 'idle' ? (
        <span data-testid="add-to-cart-result" role="status" style={{ fontSize: 13, color: result === 'added' ? '#276749' : '#c53030' }}>
          {t(result === 'added' ? 'addToCart.added' : 'addToCart.failed')}
        </span>
      ) : null}
    </span>
  );
}
