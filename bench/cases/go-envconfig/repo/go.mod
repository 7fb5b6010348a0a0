module github.com/kelseyhightower/envconfig
