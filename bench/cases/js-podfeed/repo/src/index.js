export { EpisodeError, newestFirst, normalise, published } from "./episodes.js";
export { formatDate, formatDuration, listingLine } from "./format.js";
export { listPage } from "./listing.js";
