module github.com/montanaflynn/stats

go 1.17
