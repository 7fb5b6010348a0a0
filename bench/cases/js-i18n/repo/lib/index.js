"use strict";
const path = require("path");

const { interpolate } = require("./interpolate");
const { pluralCategory } = require("./plural");

const catalogs = new Map();

function catalog(locale) {
  const language = locale.split("-")[0];
  if (!catalogs.has(language)) {
    catalogs.set(language, require(path.join(__dirname, "..", "locales", `${language}.json`)));
  }
  return catalogs.get(language);
}

function t(locale, key, values = {}) {
  const entry = catalog(locale)[key];
  if (entry === undefined) return key;
  const template = typeof entry === "string" ? entry : entry[pluralCategory(locale, values.count ?? 0)] ?? entry.other;
  return interpolate(template, values);
}

module.exports = { t };
