import type { KeyboardEvent } from 'react';
import type { Product } from '../../api/schemas/shop';
import { AddToCartButton } from './AddToCartButton';
import { PriceTags } from './PriceTags';

const card = {
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 12,
  border: '1px solid #e2e8f0',
  borderRadius: 8,
  background: '#ffffff',
  boxSizing: 'border-box',
  minWidth: 0,
} as const;

/** One product of the product list: picture, title, short description, its prices per zone, add to cart. */
export function ProductCard({ product, className, onOpen, showAddToCart }: { product: Product; className: string; onOpen?: () => void; showAddToCart: boolean }) {
  const image = product.images?.[0];
  const open = onOpen
    ? {
        role: 'link',
        tabIndex: 0,
        onClick: onOpen,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter') onOpen();
        },
      }
    : {};
  return (
    <article data-testid="product-card" data-product-id={product.id} className={className || undefined} style={{ ...card, cursor: onOpen ? 'pointer' : 'default' }} {...open}>
      {image ? (
        <img src={image.fileUrl} alt={image.alt ?? product.title} loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 4, background: '#f7fafc' }} />
      ) : null}
      <h3 data-testid="product-title" style={{ margin: 0, fontSize: 18 }}>{product.title}</h3>
      {product.shortDescription ? <p style={{ margin: 0, color: '#4a5568', fontSize: 14 }}>{product.shortDescription}</p> : null}
      <div style={{ marginTop: 'auto' }}>
        <PriceTags prices={product.prices ?? []} />
      </div>
      {showAddToCart ? <AddToCartButton productId={product.id} /> : null}
    </article>
  );
}
