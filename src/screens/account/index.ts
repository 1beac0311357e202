import { addressesQuery, creditQuery } from '../../api/user';
import account from '../../locales/en/account';
import { defineWidget } from '../../ui/definition';
import type { AccountProps } from './Account';

/** The member's profile, picture, credit and addresses: `<venue-account>` and /profile. */
export const accountScreen = defineWidget<AccountProps>({
  tag: 'venue-account',
  load: () => import('./Account').then((m) => m.Account),
  props: { loginUrl: 'string' },
  queries: () => [creditQuery(), addressesQuery()],
  messages: { account },
});
