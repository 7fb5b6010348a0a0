module example.com/apiary

go 1.22
