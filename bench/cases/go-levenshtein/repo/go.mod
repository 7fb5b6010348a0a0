module github.com/agext/levenshtein
