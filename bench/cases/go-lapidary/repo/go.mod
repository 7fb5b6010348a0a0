module example.org/lapidary

go 1.22
