module kartrack

go 1.22
