module scaffoldhire

go 1.21
