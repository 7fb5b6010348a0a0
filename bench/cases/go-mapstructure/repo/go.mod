module github.com/mitchellh/mapstructure

go 1.14
