module github.com/magiconair/properties

go 1.19
