module Joinery
  # A timber species as the yard sells it: price per cubic metre of sawn
  # stock and density in kg per cubic metre (air dried).
  Species = Struct.new(:name, :price_m3, :density, :hardwood, keyword_init: true)

  TIMBERS = {
    oak: Species.new(name: "European oak", price_m3: 2400, density: 720, hardwood: true),
    ash: Species.new(name: "Ash", price_m3: 1650, density: 710, hardwood: true),
    walnut: Species.new(name: "American black walnut", price_m3: 3900, density: 640, hardwood: true),
    sapele: Species.new(name: "Sapele", price_m3: 1900, density: 640, hardwood: true),
    redwood: Species.new(name: "Scandinavian redwood", price_m3: 780, density: 510, hardwood: false),
    larch: Species.new(name: "Siberian larch", price_m3: 1100, density: 590, hardwood: false)
  }.freeze

  class UnknownTimber < StandardError; end

  def self.timber(key)
    TIMBERS.fetch(key.to_sym) { raise UnknownTimber, "no timber #{key.inspect} in the yard list" }
  end
end
