module github.com/Masterminds/goutils

go 1.13
