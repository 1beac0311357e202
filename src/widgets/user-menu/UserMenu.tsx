import { logout } from '../../api/account';
import { provideEnglish } from '../../core/i18n';
import { useUser } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import accountEn from '../../locales/en/account';

provideEnglish('account', accountEn);

export interface UserMenuProps {
  /** Where 'Log in' leads (default /login). */
  loginUrl?: string;
  /** Where the member's profile is (default /profile). */
  profileUrl?: string;
}

/**
 * 'Log in' for visitors; for members their thumbnail and name, a Profile link and 'Log out',
 * with a Staff mark for admins. Every menu on the page and in other tabs changes at once.
 */
export function UserMenu({ loginUrl = '/login', profileUrl = '/profile' }: UserMenuProps) {
  const t = useT();
  const user = useUser();
  if (!user)
    return (
      <nav className="user-menu" part="base" aria-label={t('account.menu_label')}>
        <a className="user-login" part="login" href={loginUrl}>
          {t('account.log_in')}
        </a>
      </nav>
    );
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <nav className="user-menu" part="base" aria-label={t('account.menu_label')}>
      {user.thumbnail ? (
        <img className="user-thumb" part="thumbnail" src={user.thumbnail} alt="" width={32} height={32} />
      ) : (
        <span className="user-thumb user-initials" part="thumbnail" aria-hidden="true">
          {(user.first_name[0] ?? user.email[0] ?? '?').toUpperCase()}
        </span>
      )}
      <span className="user-name" part="name">
        {name}
      </span>
      {user.is_admin && (
        <span className="user-admin" part="admin">
          {t('account.admin')}
        </span>
      )}
      <a href={profileUrl} part="profile">
        {t('account.profile')}
      </a>
      <button type="button" className="user-logout" part="logout" onClick={() => void logout()}>
        {t('account.log_out')}
      </button>
    </nav>
  );
}
