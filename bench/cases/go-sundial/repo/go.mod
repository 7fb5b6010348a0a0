module github.com/hollowayfields/sundial

go 1.22
