module github.com/ryanuber/columnize

go 1.18
