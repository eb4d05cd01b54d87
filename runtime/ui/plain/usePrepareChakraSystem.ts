import { useChakraContext } from '@chakra-ui/react';
import { useEffect } from 'react';
import { whenIdle } from '../../hooks/whenIdle';

/**
 * For a screen drawn without Chakra components (the editor): in the first idle moment after its first render, makes
 * the Chakra system exist. The builder's system is made on first need (src/app/BuilderSystem.tsx), and any read of
 * it makes it; so the first Chakra component after the open (a settings form, a dialog) does not wait 30-60 ms for
 * it. A system made already is only read.
 */
export function usePrepareChakraSystem(): void {
  const system = useChakraContext();
  useEffect(() => whenIdle(() => void system.token), [system]);
}
