require_relative "strings/case"
