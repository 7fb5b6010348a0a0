module example.com/flourmill

go 1.21
