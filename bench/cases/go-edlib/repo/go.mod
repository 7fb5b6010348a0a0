module github.com/hbollon/go-edlib

go 1.13
