import type { MouseEvent } from 'react';
import type { Product } from '../../../model/api/schemas/shop';
import { safeImageSrc } from '../../security/safeUrl';
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

export interface ProductCardProps {
  product: Product;
  className: string;
  showAddToCart: boolean;
  /** Address of the product's page (with the base path), when the list has a link. */
  href?: string;
  onOpen?: () => void;
}

/**
 * One product of the product list: picture, title, short description, its prices per zone, add to cart. A click
 * anywhere on the card opens the product; the title is the card's link for keyboards and screen readers.
 */
export function ProductCard({ product, className, showAddToCart, href, onOpen }: ProductCardProps) {
  const image = product.images?.[0];
  const openFromTitle = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onOpen?.();
  };
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      className={className || undefined}
      style={{ ...card, cursor: onOpen ? 'pointer' : 'default' }}
      onClick={onOpen}
    >
      {image ? (
        <img src={safeImageSrc(image.fileUrl)} alt={image.alt ?? product.title} loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 4, background: '#f7fafc' }} />
      ) : null}
      <h3 data-testid="product-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
        {onOpen ? (
          <a href={href} onClick={openFromTitle} style={{ color: 'inherit', textDecoration: 'none' }}>
            {product.title}
          </a>
        ) : (
          product.title
        )}
      </h3>
      {product.shortDescription ? <p style={{ margin: 0, color: '#4a5568', fontSize: 14 }}>{product.shortDescription}</p> : null}
      <div style={{ marginTop: 'auto' }}>
        <PriceTags prices={product.prices ?? []} />
      </div>
      {showAddToCart ? <AddToCartButton productId={product.id} /> : null}
    </article>
  );
}
