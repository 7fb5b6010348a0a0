module github.com/deckarep/golang-set/v2

go 1.18
