module github.com/zaf/g711

go 1.20
