module example.com/turnpike

go 1.21
