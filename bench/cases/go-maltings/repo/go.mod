module maltings

go 1.22
