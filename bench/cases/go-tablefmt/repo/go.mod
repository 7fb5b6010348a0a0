module example.com/tablefmt

go 1.22
