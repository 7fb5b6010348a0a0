module github.com/jinzhu/now

go 1.12
