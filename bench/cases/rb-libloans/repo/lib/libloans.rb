require "date"
require "libloans/calendar"
require "libloans/policy"
require "libloans/loan"
