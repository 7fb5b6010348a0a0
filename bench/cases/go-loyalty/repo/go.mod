module example.com/loyalty

go 1.22
