module example.com/oakphilately

go 1.22
