module github.com/xrash/smetrics

go 1.15
