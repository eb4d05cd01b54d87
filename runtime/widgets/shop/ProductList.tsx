import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ProductList';
import type { Product } from '../../../model/api/schemas/shop';
import { useNavigation, withBasePath } from '../../app/navigation';
import { fillTemplate } from '../../hooks/template';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit, useSocketInput } from '../../sockets/hooks';
import { showsPager, StoreState, usePaging, useStore } from '../../stores';
import { Pager } from '../../ui/Pager';
import { ProductCard } from './ProductCard';
import { collectTags, productSearchRequest } from './productSearch';

export type ProductListSettings = SettingsOf<typeof spec.schema>;

/** Columns at least 250px wide, 25px apart. */
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))', gap: '25px' } as const;

/** The product's link: {id} (and any other {field}) replaced by the product's value. */
export function productLink(link: string, product: Product): string {
  return fillTemplate(link.trim(), (name) => (product as Record<string, unknown>)[name], encodeURIComponent);
}

/**
 * A grid of product cards from the `products` store, `count` per page with a pager (never, always, auto). Tags
 * (setting and `tags` input) and free text (`search` input) turn the plain store into a product search. A click
 * on a card emits `productClicked` and navigates to the link with {id} replaced, under the app's base path.
 */
function ProductList({ id, settings }: WidgetProps<ProductListSettings>) {
  const { t } = useTranslation('shop');
  const navigation = useNavigation();
  const mode = useRenderMode();
  const emit = useEmit<'productClicked'>(id);
  const tagsInput = useSocketInput<unknown>(id, 'tags');
  const searchInput = useSocketInput<unknown>(id, 'search');
  const text = typeof searchInput === 'string' || typeof searchInput === 'number' ? String(searchInput) : undefined;
  const tags = collectTags(settings.tags, tagsInput);
  const searchKey = JSON.stringify([tags, text?.trim() ?? '', settings.pageSize]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one request object per distinct search
  const search = useMemo(() => productSearchRequest(tags, text, settings.pageSize), [searchKey]);
  const products = useStore<Product>('products', { search });
  const paging = usePaging(products.elements.length, settings.count, searchKey);

  function open(product: Product) {
    if (mode === 'edit') return;
    emit('productClicked', product);
    if (settings.link.trim()) navigation.navigate(productLink(settings.link, product));
  }

  return (
    <StoreState result={products} empty={t('productList.empty')}>
      <div data-testid="product-grid" style={grid}>
        {paging.slice(products.elements).map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            className={settings.itemClass}
            showAddToCart={settings.showAddToCart}
            href={settings.link.trim() ? withBasePath(navigation.basePath, productLink(settings.link, product)) : undefined}
            onOpen={() => open(product)}
          />
        ))}
      </div>
      {showsPager(settings.pager, paging.pageCount) ? <Pager page={paging.page} pageCount={paging.pageCount} onPage={paging.setPage} /> : null}
    </StoreState>
  );
}

export const ProductListWidget = widgetFromSpec(spec, ProductList);
