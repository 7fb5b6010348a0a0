module minicab

go 1.22
