module example.com/coalyard

go 1.22
