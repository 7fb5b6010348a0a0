"use strict";
// CLDR plural categories for the languages we ship.

function pluralCategory(locale, n) {
  const language = locale.split("-")[0];
  if (language === "en" || language === "de") return n === 1 ? "one" : "other";
  if (language === "fr") return n === 0 || n === 1 ? "one" : "other";
  return "other";
}

module.exports = { pluralCategory };
