import type { ReactNode } from 'react';
import type { PageRow } from '../api/pages';
import { useLaterPart } from './HydrateWhenSeen';

/**
 * A row's frame (001 §3 Row): outer_class on the row, then its container with the CMS's
 * container_id (an anchor the author named, so a fixed id by design) and container_class. A row
 * that comes alive once in view is marked in the server's HTML, and so is one that stays as the
 * server wrote it (site/HydrateWhenSeen, site/stillRows): only the first holds a visitor's input
 * until it is live (loader/rendered).
 */
export function RowFrame({ row, tabs = false, children }: { row: PageRow; tabs?: boolean; children: ReactNode }) {
  const later = useLaterPart();
  const id = typeof row.container_id === 'string' && row.container_id.trim() ? row.container_id.trim() : undefined;
  return (
    <div
      className={['row', tabs ? 'tabs' : '', row.outer_class ?? ''].filter(Boolean).join(' ')}
      data-later={later?.still ? undefined : later?.marker}
      data-still={later?.still ? later.marker : undefined}
    >
      <div id={id} className={`row-container ${row.container_class ?? ''}`.trim()}>
        {children}
      </div>
    </div>
  );
}
