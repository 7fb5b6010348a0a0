module github.com/c2h5oh/datasize
