module github.com/tidwall/pretty

go 1.16
