/** Named stores (TanStack Query definitions), the shared cart, paging and the store states widgets reuse. */
export { STORES, STORE_NAMES, storeDefinition, type StoreDefinition } from './definitions';
export { useStore, storeQueryKey, type StoreResult, type StoreStatus, type UseStoreOptions } from './useStore';
export { usePaging, pageCountOf, showsPager, type Paging, type PagerMode } from './paging';
export { StoreState, LoadingState, errorText } from './StoreState';
export { useCart, cartQueryKey, orderPositionsTotal, type CartState } from './cart';
export { useProductsByIds } from './productsByIds';
