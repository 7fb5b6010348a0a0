// Console logging with a level threshold; the sync runs from cron, so stdout is the log.

const LEVELS = ["debug", "info", "warn", "error"];
let threshold = LEVELS.indexOf(process.env.FEEDSYNC_LOG || "info");

export function setLevel(level) {
  threshold = LEVELS.indexOf(level);
}

export function log(level, message, fields = {}) {
  if (LEVELS.indexOf(level) < threshold) return;
  const extra = Object.entries(fields)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(" ");
  console.log(`${new Date().toISOString()} ${level.toUpperCase()} ${message}${extra ? " " + extra : ""}`);
}
