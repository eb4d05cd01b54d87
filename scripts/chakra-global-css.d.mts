import type { Plugin } from 'vite';
import type { SystemContext } from '@chakra-ui/react';

export function chakraGlobalCss(system: SystemContext): Promise<string>;
export function lazyGlobalSystemSource(code: string): string;
export function chakraGlobalCssPlugin(): Plugin;
