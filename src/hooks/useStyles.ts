import { useContext, useInsertionEffect } from 'react';
import { usePlatform } from './usePageCore';
import { adoptSheets } from '../core/sheets';
import { HostContext } from './HostContext';

/**
 * A component brings its own stylesheets: they are adopted into the shadow root it renders in
 * before it paints, once per root, whoever renders it (its element, another element, the site).
 */
export function useStyles(...cssTexts: string[]): void {
  const { root } = useContext(HostContext);
  // A server's page links the sheets' files instead.
  usePlatform().styles(cssTexts);
  useInsertionEffect(() => {
    if (root) adoptSheets(root, cssTexts);
  }, [root, cssTexts]);
}
