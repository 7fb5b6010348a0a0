// Episode records as the CMS exports them, checked and normalised.

export class EpisodeError extends Error {}

function parseDuration(text) {
  const parts = String(text).split(":").map((p) => Number.parseInt(p, 10));
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => Number.isNaN(p) || p < 0)) {
    throw new EpisodeError(`bad duration ${JSON.stringify(text)}`);
  }
  return parts.reduce((total, part) => total * 60 + part, 0);
}

export function normalise(raw) {
  if (!raw.slug || !raw.title) {
    throw new EpisodeError("an episode needs a slug and a title");
  }
  const published = new Date(raw.published);
  if (Number.isNaN(published.getTime())) {
    throw new EpisodeError(`bad date for ${raw.slug}`);
  }
  return {
    slug: raw.slug,
    title: raw.title.trim(),
    number: raw.number ?? null,
    published,
    seconds: parseDuration(raw.duration),
    tags: (raw.tags ?? []).map((t) => t.toLowerCase()),
    draft: Boolean(raw.draft),
  };
}

export function newestFirst(episodes) {
  return [...episodes].sort((a, b) => b.published - a.published || a.slug.localeCompare(b.slug));
}

export function published(episodes, now = new Date()) {
  return episodes.filter((e) => !e.draft && e.published <= now);
}
