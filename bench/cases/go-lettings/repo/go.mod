module example.org/lettings

go 1.22
