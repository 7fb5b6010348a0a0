module github.com/shopspring/decimal

go 1.10
