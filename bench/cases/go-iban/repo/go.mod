module github.com/almerlucke/go-iban

go 1.16
