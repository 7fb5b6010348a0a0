module github.com/bits-and-blooms/bitset

go 1.16
