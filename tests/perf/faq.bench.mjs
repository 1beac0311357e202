/** One <venue-faq> (script with defer): ready when its first question has a box. */
export default async function faq() {
  return {
    pages: [
      {
        id: 'faq',
        name: '<venue-faq> (defer)',
        fixture: 'bench-faq.html',
        runs: 7,
        ready: () => {
          const question = document.querySelector('venue-faq')?.shadowRoot?.querySelector('[part=question]');
          const box = question?.getBoundingClientRect();
          return Boolean(question?.textContent.trim() && box.width > 0 && box.height > 0);
        },
      },
    ],
  };
}
