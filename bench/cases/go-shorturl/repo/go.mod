module example.com/shorturl

go 1.22
