module example.com/oche

go 1.22
