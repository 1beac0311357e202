import account from '../../locales/en/account';
import { defineWidget } from '../../ui/definition';
import type { UserMenuProps } from './UserMenu';

/** Log in, or the member's name with Profile and Log out: `<venue-user-menu>`. */
export const userMenuWidget = defineWidget<UserMenuProps>({
  tag: 'venue-user-menu',
  load: () => import('./UserMenu').then((m) => m.UserMenu),
  props: { loginUrl: 'string', profileUrl: 'string' },
  messages: { account },
});
