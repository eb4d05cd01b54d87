export { BRIDGE_NOT_AVAILABLE, BRIDGE_NOT_READY, createNativeBridge, NATIVE_BRIDGE_EVENTS } from './bridge';
export type { NativeBridge, NativeBridgeEvent, NativeBridgeTarget, VisitorRecord } from './bridge';
