/**
 * The head the site writes (site/head applyHead), as HTML: applyHead runs against a document
 * that records the tags, so a page rendered on a server carries exactly the tags a browser
 * would have written, with nothing to keep in step.
 */
import { applyHead, type HeadTags } from '../../site/head';

interface Recorded {
  tag: string;
  attributes: Map<string, string>;
  text: string;
  removed: boolean;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function recordingDocument() {
  const elements: Recorded[] = [];
  const live = () => elements.filter((el) => !el.removed);
  const wrap = (el: Recorded) => ({
    getAttribute: (name: string) => el.attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void el.attributes.set(name, value),
    remove: () => void (el.removed = true),
    get textContent() {
      return el.text;
    },
    set textContent(text: string) {
      el.text = text;
    },
  });
  const select = (selector: string) => {
    const exact = /^\[([\w-]+)="([^"]*)"\]$/.exec(selector);
    const prefix = /^(\w+)\[([\w-]+)\^="([^"]*)"\]$/.exec(selector);
    return live()
      .filter((el) =>
        exact
          ? el.attributes.get(exact[1]) === exact[2]
          : prefix
            ? el.tag === prefix[1] && (el.attributes.get(prefix[2]) ?? '').startsWith(prefix[3])
            : false,
      )
      .map(wrap);
  };
  const doc = {
    title: '',
    head: {
      querySelector: (selector: string) => select(selector)[0] ?? null,
      querySelectorAll: (selector: string) => select(selector),
      append: () => undefined,
      ownerDocument: {
        createElement: (tag: string) => {
          const el: Recorded = { tag, attributes: new Map(), text: '', removed: false };
          elements.push(el);
          return wrap(el);
        },
      },
    },
  };
  return { doc, elements: live };
}

/** JSON in a script element: `</` cannot end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/<\//g, '<\\/');

export function headHtml(tags: HeadTags): string {
  const { doc, elements } = recordingDocument();
  applyHead(doc as unknown as Document, tags);
  const lines = [`<title>${escape(doc.title).replace(/&quot;/g, '"')}</title>`];
  for (const el of elements()) {
    const attributes = [...el.attributes].map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
    lines.push(el.tag === 'script' ? `<script${attributes}>${el.text.replace(/<\//g, '<\\/')}</script>` : `<${el.tag}${attributes}>`);
  }
  return lines.join('\n');
}
