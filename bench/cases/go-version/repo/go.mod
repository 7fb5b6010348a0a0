module github.com/hashicorp/go-version
