import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ProductDetail';
import { ApiRequestError } from '../../api/http';
import { getProduct } from '../../api/resources';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { useTemplate } from '../../hooks/useTemplate';
import { safeImageSrc } from '../../security/safeUrl';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useSocketInput } from '../../sockets/hooks';
import { errorText, LoadingState } from '../../stores';
import { AddToCartButton } from './AddToCartButton';
import { PriceTags } from './PriceTags';

export type ProductDetailSettings = SettingsOf<typeof spec.schema>;

/**
 * One product for its own page: by default the route parameter `id` (`products/:id`), or any template or the
 * `productId` input. Picture, title, description, prices per zone, an amount and add to cart.
 */
function ProductDetail({ id, settings }: WidgetProps<ProductDetailSettings>) {
  const { t } = useTranslation('shop');
  const input = useSocketInput<unknown>(id, 'productId');
  const fromSettings = useTemplate(id, settings.productId.trim());
  const productId = typeof input === 'string' && input ? input : /[{}]/.test(fromSettings) ? '' : fromSettings;
  const [amount, setAmount] = useState(1);
  const query = useQuery({
    queryKey: ['store', 'products', 'one', productId],
    queryFn: () => getProduct(productId),
    enabled: !!productId,
    staleTime: 60_000,
  });

  if (!productId) return <ConfigureNotice />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <EmptyState message={t('product.notFound')} />;
    return <ErrorState message={t('product.loadFailed')} details={errorText(query.error)} />;
  }
  const product = query.data;
  if (!product) return <LoadingState />;
  const image = product.images?.[0];
  return (
    <article data-testid="product-detail" data-product-id={product.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {image ? <img src={safeImageSrc(image.fileUrl)} alt={image.alt ?? product.title} style={{ width: 'min(100%, 360px)', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 8 }} /> : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, flex: '1 1 250px' }}>
        <h2 data-testid="product-title" style={{ margin: 0, fontSize: 28, fontWeight: 600, lineHeight: 1.2 }}>{product.title}</h2>
        {product.shortDescription ? <p style={{ margin: 0, color: '#4a5568' }}>{product.shortDescription}</p> : null}
        <PriceTags prices={product.prices ?? []} />
        {product.tags?.length ? (
          <div data-testid="product-tags" style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
            {product.tags.map((tag) => (
              <span key={tag} style={{ fontSize: 12, padding: '2px 8px', borderRadius: 10, background: '#edf2f7' }}>{tag}</span>
            ))}
          </div>
        ) : null}
        {settings.showAddToCart ? (
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              {t('product.amount')}
              <input
                type="number"
                name="amount"
                min={1}
                max={999}
                value={amount}
                style={{ width: 72, padding: '4px 6px', border: '1px solid #cbd5e0', borderRadius: 4 }}
                onChange={(event) => setAmount(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
              />
            </label>
            <AddToCartButton productId={product.id} amount={amount} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

export const ProductDetailWidget = widgetFromSpec(spec, ProductDetail);
