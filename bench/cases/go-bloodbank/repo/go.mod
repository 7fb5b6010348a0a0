module bloodbank

go 1.22
