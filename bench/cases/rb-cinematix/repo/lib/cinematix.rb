require "cinematix/money"
require "cinematix/pricing"
require "cinematix/order"
require "cinematix/seating"

module Cinematix
  VERSION = "0.4.0"
end
