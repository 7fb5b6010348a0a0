module example.com/hairsalon

go 1.21
