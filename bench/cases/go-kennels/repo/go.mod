module kennelbook

go 1.21
