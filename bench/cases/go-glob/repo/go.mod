module github.com/gobwas/glob

go 1.16
