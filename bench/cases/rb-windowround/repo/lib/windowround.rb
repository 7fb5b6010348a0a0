require "date"

require "windowround/money"
require "windowround/customer"
require "windowround/prices"
require "windowround/round"
