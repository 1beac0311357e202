import { useCallback, useContext } from 'react';
import { emit, type VenueEventMap, type VenueEventName } from '../core/events';
import { HostContext } from './HostContext';

/** Dispatches a host event from this element (bubbling and composed). */
export function useEmit() {
  const { host } = useContext(HostContext);
  return useCallback(
    <K extends VenueEventName>(name: K, detail: VenueEventMap[K]) => {
      if (host) emit(host, name, detail);
    },
    [host],
  );
}

/** The custom element this component renders in (host events go out from it). */
export function useHost(): HTMLElement | null {
  return useContext(HostContext).host;
}
