module example.com/metrofare

go 1.22
