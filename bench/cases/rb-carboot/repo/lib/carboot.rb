require 'date'

require_relative 'carboot/money'
require_relative 'carboot/booking'
require_relative 'carboot/pitch'
require_relative 'carboot/tariff'
require_relative 'carboot/allocator'
require_relative 'carboot/ledger'

module Carboot
  VERSION = '0.4.0'
end
