module github.com/julienschmidt/httprouter

go 1.7
