module example.com/stocktake

go 1.22
