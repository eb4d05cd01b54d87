import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
export function entryPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn };
