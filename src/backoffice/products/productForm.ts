import { META_FIELDS, type Product, type ProductFields, type ProductImage } from '../../../model/api/schemas';

/**
 * The product form's values and how they become the body of a create or a PUT. Prices are kept per price zone in
 * minor units; a zone without a price is simply missing. Fields the form does not show (translations, prices in
 * zones that no longer exist) are carried over unchanged, since PUT replaces the whole product.
 */
export interface ProductFormValues {
  title: string;
  shortTitle: string;
  shortDescription: string;
  /** Price zone id → minor units (undefined: no price in that zone). */
  prices: Record<string, number | undefined>;
  images: ProductImage[];
  tags: string[];
}

export type ProductFormErrors = Partial<Record<'title' | 'images' | `prices.${string}`, string>>;

export function toFormValues(product?: Product | null): ProductFormValues {
  return {
    title: product?.title ?? '',
    shortTitle: product?.shortTitle ?? '',
    shortDescription: product?.shortDescription ?? '',
    prices: Object.fromEntries((product?.prices ?? []).map((p) => [p.priceZoneId, p.value])),
    images: (product?.images ?? []).map((image) => ({ ...image })),
    tags: [...(product?.tags ?? [])],
  };
}

/** A new tag list with `text` added (trimmed; empty and duplicate tags are ignored). */
export function addTag(tags: string[], text: string): string[] {
  const tag = text.trim();
  return tag && !tags.includes(tag) ? [...tags, tag] : tags;
}

/** Error keys (backoffice namespace) of what the user must fix before saving. */
export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.title.trim()) errors.title = 'validation.required';
  if (values.images.some((image) => image.fileUrl.trim() === '' && (image.alt ?? '').trim() !== '')) errors.images = 'products.errors.imageUrlMissing';
  return errors;
}

/** The product body of a create (no `original`) or a PUT over `original`. */
export function toProductBody(values: ProductFormValues, original?: Product | null): ProductFields {
  const kept: Record<string, unknown> = { ...(original ?? {}) };
  for (const field of META_FIELDS) delete kept[field];
  const body: Record<string, unknown> = {
    ...kept,
    title: values.title.trim(),
    prices: Object.entries(values.prices)
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
      .map(([priceZoneId, value]) => ({ priceZoneId, value })),
    images: values.images
      .filter((image) => image.fileUrl.trim() !== '')
      .map((image) => ({ fileUrl: image.fileUrl.trim(), ...(image.alt?.trim() ? { alt: image.alt.trim() } : {}) })),
    tags: values.tags,
  };
  for (const field of ['shortTitle', 'shortDescription'] as const) {
    const text = values[field].trim();
    if (text) body[field] = text;
    else delete body[field];
  }
  return body as ProductFields;
}
