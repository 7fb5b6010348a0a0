module.exports = { ...require("./cart"), ...require("./format") };
