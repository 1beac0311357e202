import { getConfig } from '../../core/config';
import { flag, str } from '../../ui/cmsSettings';
import { defineWidget, type CmsWidget } from '../../ui/definition';
import type { ButtonLinkProps } from './ButtonLink';

const COLOURS: Record<string, string> = {
  wht: 'white',
  blk: 'black',
  bnd: 'brand',
  pri: 'brand',
  suc: 'success',
  inf: 'info',
  wrn: 'warning',
  dng: 'danger',
};

/** Where a button_link leads: a page by slug, else a document, else its url (001 §3 settings). */
export function buttonTarget({ templatevar: s }: CmsWidget): string {
  const page = str(s.link_to_page).replace(/^\/+/, '');
  if (page) return page === 'home' ? '/' : `/${page}`;
  const document = str(s.link_to_document);
  if (document) return `${getConfig().api}/api/v1/cognito/default/file/${encodeURIComponent(document)}`;
  return str(s.button_url);
}

/** button_link: a page, a document or an external address as a button. */
export const buttonLinkWidget = defineWidget<ButtonLinkProps>({
  tag: 'venue-button-link',
  kinds: ['button_link'],
  load: () => import('./ButtonLink').then((m) => m.ButtonLink),
  props: { text: 'string', to: 'string', colour: 'string', newTab: 'boolean', fullWidth: 'boolean', loginRedirect: 'boolean' },
  fromWidget: (w) => ({
    text: str(w.templatevar.button_text),
    to: buttonTarget(w),
    colour: COLOURS[str(w.templatevar.button_colour)] ?? str(w.templatevar.button_colour),
    newTab: flag(w.templatevar.open_in_new_tab),
    fullWidth: flag(w.templatevar.full_width),
    loginRedirect: flag(w.templatevar.login_redirect ?? w.templatevar.redirect_to_login),
  }),
});
