require "date"
require "farrier/money"
require "farrier/horse"
require "farrier/yard"
require "farrier/price_list"
require "farrier/schedule"
require "farrier/visit_pricer"
require "farrier/visit"
require "farrier/invoice"

# Bookings, prices and invoices for a travelling farrier's round of yards.
module Farrier
end
