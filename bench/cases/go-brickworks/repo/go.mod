module example.org/brickworks

go 1.21
