module github.com/blang/semver/v4

go 1.14
