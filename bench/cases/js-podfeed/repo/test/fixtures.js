import { normalise } from "../src/episodes.js";

export const NOW = new Date("2026-03-01T12:00:00Z");

// 23 published weekly episodes (#1 on 2025-09-01 ... #23 on 2026-02-02), a draft and one scheduled for later.
export function catalogue() {
  const raws = [];
  for (let n = 1; n <= 23; n += 1) {
    const day = new Date(Date.UTC(2025, 8, 1) + (n - 1) * 7 * 86400000);
    raws.push({
      slug: `ep-${n}`,
      title: `Episode ${n}`,
      number: n,
      published: day.toISOString(),
      duration: `${30 + n}:0${n % 10}`,
      tags: n % 3 === 0 ? ["Interview"] : ["news"],
    });
  }
  raws.push({ slug: "draft", title: "Unfinished", published: "2026-02-20", duration: "10:00", draft: true });
  raws.push({ slug: "later", title: "Scheduled", published: "2026-04-01", duration: "10:00" });
  return raws.map(normalise);
}
