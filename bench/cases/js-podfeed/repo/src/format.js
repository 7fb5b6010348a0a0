// How durations and dates read in the listing.

const pad = (n) => String(n).padStart(2, "0");

export function formatDuration(seconds) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${pad(seconds % 60)}`;
}

export function formatDate(date) {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function listingLine(episode) {
  const number = episode.number === null ? "" : `#${episode.number} `;
  return `${formatDate(episode.published)}  ${number}${episode.title} (${formatDuration(episode.seconds)})`;
}
