import { withStylesheet } from './measure.mjs';

/**
 * Ten elements on one page (three FAQs, three calendars, two event types, two product grids;
 * script with defer, alone and with the stylesheet linked; a first view, and the visitor's next
 * view of the page in the same browser): ready when every one of them has rendered its first
 * content (the element marks it with data-venue-ready) and that content has a box.
 */
export default async function tenElements() {
  const ready = () => {
    const elements = [...document.body.children].filter((el) => el.localName.startsWith('venue-'));
    return (
      elements.length === 10 &&
      elements.every((el) => {
        const content = el.shadowRoot?.querySelector('.venue-root')?.firstElementChild;
        const box = content?.getBoundingClientRect();
        return el.hasAttribute('data-venue-ready') && Boolean(box && box.width > 0 && box.height > 0);
      })
    );
  };
  const [cssFile, cssHtml] = withStylesheet('bench-ten-elements.html');
  return {
    files: { [cssFile]: cssHtml },
    pages: [
      { id: 'ten', name: 'ten elements (defer)', fixture: 'bench-ten-elements.html', runs: 7, ready },
      { id: 'ten-css', name: 'ten elements (defer + css)', fixture: cssFile.replace(/^.*\//, ''), runs: 7, ready },
      // A visitor's next view of the page: the loader reserves each element's remembered height.
      { id: 'ten-again', name: 'ten elements (defer), viewed again', fixture: 'bench-ten-elements.html', runs: 7, ready, repeat: true },
      {
        id: 'ten-css-again',
        name: 'ten elements (defer + css), viewed again',
        fixture: cssFile.replace(/^.*\//, ''),
        runs: 7,
        ready,
        repeat: true,
      },
    ],
  };
}
