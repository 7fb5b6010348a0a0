"use strict";
module.exports = { ...require("./toc"), ...require("./slug"), ...require("./headings") };
