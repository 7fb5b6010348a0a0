module github.com/beevik/etree

go 1.23.0
