module github.com/hako/durafmt

go 1.11
