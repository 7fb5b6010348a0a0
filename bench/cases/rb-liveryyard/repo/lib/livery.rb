require "livery/money"
require "livery/rates"
require "livery/horse"
require "livery/invoice"
