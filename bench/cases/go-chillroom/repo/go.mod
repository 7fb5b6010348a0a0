module example.com/chillroom

go 1.22
