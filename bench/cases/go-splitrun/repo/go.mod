module example.com/splitrun

go 1.22
