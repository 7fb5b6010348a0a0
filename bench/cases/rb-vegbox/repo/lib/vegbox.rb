require 'date'

require_relative 'vegbox/produce'
require_relative 'vegbox/box_size'
require_relative 'vegbox/subscriber'
require_relative 'vegbox/packing'
require_relative 'vegbox/rounds'
require_relative 'vegbox/invoice'
