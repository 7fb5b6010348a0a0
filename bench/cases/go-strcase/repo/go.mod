module github.com/iancoleman/strcase

go 1.16
