module example.com/freight

go 1.22
