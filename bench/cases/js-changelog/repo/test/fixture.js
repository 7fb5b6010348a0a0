'use strict';

module.exports.CHANGELOG = `# Changelog

All notable changes to this project are documented here.

## [Unreleased]

### Added
- A --quiet flag

## [1.4.0] - 2026-02-11

### Added
- Read TOML configuration
- Colour output on terminals

### Changed
- Bump yaml to 2.3.4
- Errors name the file and line

### Fixed
- Crash on an empty input file

## [1.3.1] - 2026-01-05

### Fixed
- Windows line endings in headers
`;
