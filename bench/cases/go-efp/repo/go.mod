module github.com/xuri/efp

go 1.11
