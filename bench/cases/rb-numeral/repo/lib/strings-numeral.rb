require "strings/numeral"
