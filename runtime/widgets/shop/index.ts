import type { WidgetDefinition } from '../../registry/defineWidget';
import { CartDetailsWidget } from './CartDetails';
import { CartIconWidget } from './CartIcon';
import { ProductDetailWidget } from './ProductDetail';
import { ProductListWidget } from './ProductList';

/** The shop widgets of spec 000 (product list, product page, cart icon, cart details). */
export const shopWidgets: readonly WidgetDefinition[] = [ProductListWidget, ProductDetailWidget, CartIconWidget, CartDetailsWidget];
