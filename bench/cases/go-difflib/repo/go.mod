module github.com/pmezard/go-difflib

go 1.21
