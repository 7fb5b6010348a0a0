module example.org/drystone

go 1.21
