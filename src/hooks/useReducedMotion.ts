import { useSyncExternalStore } from 'react';
import { onReducedMotionChange, prefersReducedMotion } from '../core/platform';

const onServer = () => false;

/**
 * Whether the visitor asked for reduced motion, following changes. A server and a hydrating
 * browser render with motion allowed (the server's snapshot), so hydration finds the server's
 * nodes; the render after it reads the visitor's setting.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, onServer);
}
