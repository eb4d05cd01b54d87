import type { Plugin } from 'vite';
import type { SystemContext } from '@chakra-ui/react';

export function emotionCssWriter(key?: string): Promise<(selector: string, styles: unknown) => string>;
export function chakraGlobalCss(system: SystemContext): Promise<string>;
export function lazyGlobalSystemSource(code: string): string;
export function chakraGlobalCssPlugin(): Plugin;
export function chakraCssPlugin(name: string, virtualId: string, make: (system: SystemContext) => Promise<string>): Plugin;
