module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__"],
  collectCoverage: false,
};
