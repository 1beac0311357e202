import { CmsHtml } from '../../ui/CmsHtml';

export interface HtmlProps {
  html?: string;
}

/** core/html (001 §2): the page builder's rich text, sanitised. */
export function Html({ html }: HtmlProps) {
  return <CmsHtml className="cms-html" part="html" html={html} />;
}
