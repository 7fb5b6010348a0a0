module example.com/curling

go 1.22
