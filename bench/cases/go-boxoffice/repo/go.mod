module example.com/boxoffice

go 1.22
