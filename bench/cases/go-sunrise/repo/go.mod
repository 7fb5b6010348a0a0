module github.com/nathan-osman/go-sunrise

go 1.13
