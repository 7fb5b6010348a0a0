module example.com/fairground

go 1.22
