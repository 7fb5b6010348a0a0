import type { Job } from './types';
import { estimate } from './estimate';

const signboard: Job = {
  client: 'The Crown & Anchor',
  leaf: 'gold-23.75',
  size: 'oil-12h',
  outdoor: true,
  surfaces: [
    { name: 'lettering', shape: 'flat', widthMm: 1200, heightMm: 180 },
    { name: 'border bead', shape: 'moulding', widthMm: 3000, heightMm: 15 },
  ],
};

const mirror: Job = {
  client: 'Mrs Okafor',
  leaf: 'gold-12-white',
  size: 'water-gilding',
  outdoor: false,
  surfaces: [{ name: 'crest', shape: 'carved', widthMm: 300, heightMm: 220 }],
};

for (const job of [signboard, mirror]) {
  const e = estimate(job, 17);
  console.log(`${job.client}: ${e.books} book(s), £${(e.totalPence / 100).toFixed(2)}; ${e.notes.join('; ')}`);
}
