import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CartIcon';
import { useNavigation, withBasePath } from '../../app/navigation';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useCart } from '../../stores';
import { iconUrl } from '../iconUrl';
import { CartGlyph } from './CartGlyph';

export type CartIconSettings = SettingsOf<typeof spec.schema>;

const badge = {
  position: 'absolute',
  top: -8,
  right: -10,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: '#e53e3e',
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  boxSizing: 'border-box',
} as const;

/**
 * The cart icon: an icon (shopping-cart, FFFFFF, fluent, 24 by default) with a badge holding the sum of all amounts
 * in the shared cart (shown while somebody is logged in); a click goes to its link under the application's base path.
 */
function CartIcon({ settings }: WidgetProps<CartIconSettings>) {
  const { t } = useTranslation('shop');
  const navigation = useNavigation();
  const mode = useRenderMode();
  const cart = useCart();
  const link = settings.link.trim();
  const src = iconUrl({ name: settings.icon || 'shopping-cart', theme: settings.theme, size: settings.size, color: settings.color });
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = cart.status === 'success' ? t('cartIcon.labelWithCount', { count: cart.itemCount }) : t('cartIcon.label');
  return (
    <a
      data-testid="cart-icon"
      href={link ? withBasePath(navigation.basePath, link) : undefined}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        if (mode !== 'edit' && link) navigation.navigate(link);
      }}
      style={{ position: 'relative', display: 'inline-block', width: settings.size, height: settings.size, lineHeight: 0, cursor: link ? 'pointer' : 'default' }}
    >
      {failedSrc === src ? (
        <CartGlyph size={settings.size} color={settings.color} />
      ) : (
        <img src={src} alt="" width={settings.size} height={settings.size} onError={() => setFailedSrc(src)} />
      )}
      {cart.status === 'success' ? (
        <span data-testid="cart-badge" style={badge}>
          {cart.itemCount}
        </span>
      ) : null}
    </a>
  );
}

export const CartIconWidget = widgetFromSpec(spec, CartIcon);
