import { useT } from '../../hooks/useT';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';

/** A gallery before its slides are in: the failure with a retry, or the spinner. */
export function GalleryPending({ error, reload }: { error: unknown; reload(): void }) {
  const t = useT();
  if (!error) return <Spinner label={t('common.loading')} />;
  return (
    <LoadError error={error} retry={reload}>
      {t('media.gallery_error')}
    </LoadError>
  );
}
