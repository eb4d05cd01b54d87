import type { Plugin } from 'vite';
import type { SystemContext } from '@chakra-ui/react';

export const CHROME_STYLES: Record<string, (system: SystemContext) => Record<string, unknown>>;
export function chakraChromeCss(system: SystemContext): Promise<string>;
export function chakraChromeCssPlugin(): Plugin;
