import { useRef, useState, type ChangeEvent } from 'react';
import { uploadImage } from '../../api/user';
import type { User } from '../../core/session/userStore';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/errorText';
import { Deferred } from '../../ui/Deferred';

/** The progress bar's code, fetched with the first upload (the site's navigation shows the same bar). */
const loadProgressBar = () => import('../../ui/ProgressBar').then((m) => m.ProgressBar);

/** The member's picture (000 §7 uploadImage): the image or an initial, and an upload with progress. */
export function Picture({ user }: { user: User }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState('');
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      setError('');
      setProgress(0);
      uploadImage(String(reader.result), (p) => p.direction === 'upload' && p.total && setProgress(p.loaded / p.total))
        .catch((e: unknown) => setError(errorText(e, t)))
        .finally(() => setProgress(undefined));
    };
    reader.readAsDataURL(file);
  };
  return (
    <div className="account-picture" part="picture">
      {user.image ? (
        <img src={user.image} alt={t('account.picture')} width={96} height={96} />
      ) : (
        <span className="account-initials" aria-hidden="true">
          {(user.first_name[0] ?? '?').toUpperCase()}
        </span>
      )}
      <div className="account-picture-actions">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          onChange={choose}
          aria-label={t('account.change_picture')}
        />
        <Button variant="secondary" busy={progress !== undefined} onClick={() => input.current?.click()}>
          {t('account.change_picture')}
        </Button>
        {progress !== undefined && (
          <div className="account-progress">
            <Deferred load={loadProgressBar}>
              {(ProgressBar) => <ProgressBar active value={progress} placement="element" label={t('account.uploading')} />}
            </Deferred>
          </div>
        )}
        {error && <Alert tone="danger">{error}</Alert>}
      </div>
    </div>
  );
}
