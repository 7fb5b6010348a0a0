module example.com/belltower

go 1.22
