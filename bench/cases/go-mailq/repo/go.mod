module example.com/mailq

go 1.22
