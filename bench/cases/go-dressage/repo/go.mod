module example.org/dressage

go 1.21
