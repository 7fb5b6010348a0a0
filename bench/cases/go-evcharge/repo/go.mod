module example.com/evcharge

go 1.22
