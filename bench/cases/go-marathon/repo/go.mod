module example.invalid/marathon

go 1.22
