'use strict';

const ORDER = ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'];

function title(name) {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Release notes for one release, as Markdown, sections in Keep a Changelog order. */
function releaseNotes(release) {
  const head = release.date ? `${release.version} (${release.date})` : release.version;
  const out = [`# ${head}`];
  for (const name of ORDER) {
    const items = release.sections[name];
    if (!items || items.length === 0) continue;
    out.push('', `## ${title(name)}`, ...items.map((item) => `- ${item}`));
  }
  return out.join('\n') + '\n';
}

/** One line per release: version, date and the number of entries. */
function summary(changelog) {
  return changelog.releases.map((r) => {
    const count = Object.values(r.sections).reduce((n, items) => n + items.length, 0);
    return `${r.version}  ${r.date || '----------'}  ${count} ${count === 1 ? 'entry' : 'entries'}`;
  });
}

module.exports = { releaseNotes, summary };
