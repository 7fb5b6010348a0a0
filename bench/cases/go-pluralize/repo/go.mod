module github.com/gertd/go-pluralize

go 1.17
