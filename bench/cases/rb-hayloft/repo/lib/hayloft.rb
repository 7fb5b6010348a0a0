require "hayloft/money"
require "hayloft/bale"
require "hayloft/barn"
require "hayloft/order"
require "hayloft/pricing"
require "hayloft/delivery"
require "hayloft/invoice"

# Hayloft: orders of hay, haylage and straw bales from a farm's barns,
# priced per bale with volume discounts, and delivered by tractor and trailer.
module Hayloft
  class Error < StandardError; end
end
