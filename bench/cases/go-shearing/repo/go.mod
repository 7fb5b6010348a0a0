module shearing

go 1.22
