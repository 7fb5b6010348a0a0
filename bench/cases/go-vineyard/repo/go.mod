module vineyard

go 1.22
