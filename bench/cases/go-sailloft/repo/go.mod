module sailloft

go 1.21
