// The addresses of a race-day campaign (campaign.bench.mjs): five known pages, each click with a
// parameter of its own as Facebook, Google, Microsoft, Mailchimp and utm links carry them.
const PAGES = ['/', '/about', '/calendar', '/faq', '/events/happy-laps'];
const CLICKS = [
  (id) => `utm_source=facebook&utm_medium=paid&utm_campaign=raceday&utm_content=${id}`,
  (id) => `fbclid=IwAR${id}`,
  (id) => `gclid=Cj0K${id}&gbraid=${id}`,
  (id) => `msclkid=${id}`,
  (id) => `mc_cid=raceday&mc_eid=${id}`,
  (id) => `utm_source=x${id}`,
];

let n = 0;
/** The n-th campaign address: every `id` makes one never asked before. */
function campaignPath(id) {
  n += 1;
  return `/site${PAGES[n % PAGES.length]}?${CLICKS[n % CLICKS.length](id)}`;
}

module.exports = { PAGES, campaignPath };
