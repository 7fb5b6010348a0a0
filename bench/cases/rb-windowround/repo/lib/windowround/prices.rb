module Windowround
  module Prices
    # Pence for the outside windows of each kind of property.
    PROPERTY = {
      flat: 600,
      terraced: 900,
      semi: 1200,
      detached: 1600,
      bungalow: 1000
    }.freeze

    # Pence on top for each extra on the booking sheet.
    EXTRAS = {
      conservatory: 800,
      skylights: 300,
      frames: 500,
      inside: 700
    }.freeze

    module_function

    def for(customer)
      base = PROPERTY.fetch(customer.property) { raise KeyError, "no price for a #{customer.property} (#{customer.ref})" }
      base + customer.extras.sum { |extra| EXTRAS.fetch(extra) { raise KeyError, "no price for #{extra} (#{customer.ref})" } }
    end
  end
end
