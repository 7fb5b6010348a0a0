'use strict';

const RELEASE = /^## \[(\d+\.\d+\.\d+)\](?: - (\d{4}-\d{2}-\d{2}))?$/;
const UNRELEASED = /^## \[?Unreleased\]?$/i;
const SECTION = /^### (Added|Changed|Deprecated|Removed|Fixed|Security)$/;
const BULLET = /^[-*] (.+)$/;

function sectionOf(name) {
  return name.toLowerCase();
}

/**
 * Parse a Keep a Changelog document into { unreleased, releases }, newest release first.
 * Each release is { version, date, sections: { added: [...], fixed: [...], ... } }.
 */
function parse(text) {
  const unreleased = { version: null, date: null, sections: {} };
  const releases = [];
  let current = null;
  let section = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const release = RELEASE.exec(line);
    if (release) {
      current = { version: release[1], date: release[2] || null, sections: {} };
      releases.push(current);
      section = null;
      continue;
    }
    if (UNRELEASED.test(line)) {
      current = unreleased;
      section = null;
      continue;
    }
    const heading = SECTION.exec(line);
    if (heading && current) {
      section = sectionOf(heading[1]);
      current.sections[section] = current.sections[section] || [];
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet && current && section) {
      current.sections[section].push(bullet[1]);
    }
  }
  return { unreleased, releases };
}

function latest(changelog) {
  return changelog.releases[0] || null;
}

function find(changelog, version) {
  return changelog.releases.find((r) => r.version === version) || null;
}

module.exports = { parse, latest, find };
