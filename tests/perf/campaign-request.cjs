// autocannon's setupRequest for campaign.bench.mjs in its worker threads (a function cannot be
// handed to a thread, a file can): each request a campaign address never asked before, over
// the five known pages.
const { threadId } = require('node:worker_threads');
const { campaignPath } = require('./campaign-paths.cjs');

let i = 0;
module.exports = (request) => ({ ...request, path: campaignPath(`${threadId}-${i++}`) });
