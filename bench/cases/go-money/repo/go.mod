module github.com/Rhymond/go-money

go 1.13
