module example.com/regatta

go 1.22
