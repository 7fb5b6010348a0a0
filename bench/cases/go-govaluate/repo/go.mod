module github.com/Knetic/govaluate

go 1.16
