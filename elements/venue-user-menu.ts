import { defineElement } from '../src/element/defineElement';
import { userMenuWidget } from '../src/widgets/user-menu';
import type { UserMenuProps } from '../src/widgets/user-menu/UserMenu';

/**
 * @summary 'Log in' for visitors; the member's picture, name, profile link and 'Log out' for members, with a Staff mark for admins.
 * @attr login-url - Where 'Log in' leads (default '/login', on the venue's site when `siteUrl` is set).
 * @attr profile-url - The member's profile (default '/profile', on the venue's site when `siteUrl` is set).
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-logout - The member logged out; detail `{ reason }` (dispatched on document).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The menu.
 * @csspart login - The 'Log in' link.
 * @csspart thumbnail - The member's picture or initial.
 * @csspart name - The member's name.
 * @csspart admin - The Staff mark.
 * @csspart profile - The profile link.
 * @csspart logout - The 'Log out' button.
 * @cssproperty --venue-color-brand - Colour of the links and buttons.
 * @reserve 40px
 * @demo
 */
export const VenueUserMenu = defineElement(userMenuWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-user-menu': HTMLElement & UserMenuProps;
  }
}
