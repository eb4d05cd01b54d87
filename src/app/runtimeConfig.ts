/** The start-up settings live in the runtime, where widgets read them too (the Maps key). */
export { loadRuntimeConfig, provideRuntimeConfig, type RuntimeConfig } from '../../runtime/app/runtimeConfig';
