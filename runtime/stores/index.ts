/** Named stores (TanStack Query definitions), the shared cart, paging and the store states widgets reuse. */
export {
  STORES, STORE_NAMES, storeDefinition, dataStoreName, DATA_STORE_PREFIX, DATA_PAGE_SIZES, DEFAULT_DATA_PAGE_SIZE,
  type StoreDefinition,
} from './definitions';
export { useStore, storeQueryKey, type StoreResult, type StoreStatus, type UseStoreOptions } from './useStore';
export { useStoreView, type StoreView, type StoreViewOptions } from './useStoreView';
export { useStoreWrites, type StoreWrites } from './useStoreWrites';
export { useStoreScroll, type StoreScroll, type StoreScrollOptions } from './useStoreScroll';
export { filterConditions, storeSearchRequest, type Condition } from './filters';
export { usePaging, pageCountOf, showsPager, type Paging, type PagerMode } from './paging';
export { StoreState, LoadingState, UnknownStore, errorText } from './StoreState';
export { useCart, cartQueryKey, orderPositionsTotal, type CartState } from './cart';
export { useProductsByIds } from './productsByIds';
export { useStoreEntity, type StoreEntity } from './useStoreEntity';
export { useStoreCount, SumNotSupported, type StoreCount } from './useStoreCount';
export { loadStoreRecords } from './storeRecords';
export { useConfiguredQuery, setConfiguredQuery, configuredQueryKey, type ConfiguredQuery } from './configuredQuery';
