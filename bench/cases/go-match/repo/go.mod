module github.com/tidwall/match

go 1.15
