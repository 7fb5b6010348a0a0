module Lawncare
  # One kind of visit the crews carry out.
  #
  # price_per_100m2 and min_charge are in pence, excluding VAT.
  # product is what goes on the lawn, applied at rate_g_per_m2 and
  # bought in bags of bag_kg (nil for mechanical work).
  Treatment = Struct.new(:code, :name, :price_per_100m2, :min_charge, :product, :rate_g_per_m2, :bag_kg,
                         keyword_init: true) do
    def mechanical?
      product.nil?
    end
  end

  module Treatments
    ALL = [
      Treatment.new(code: :spring_feed, name: "Spring feed", price_per_100m2: 1800, min_charge: 2500,
                    product: "NPK 14-4-8", rate_g_per_m2: 35, bag_kg: 20),
      Treatment.new(code: :weed_feed, name: "Weed and feed", price_per_100m2: 2200, min_charge: 2800,
                    product: "Weed & Feed 22-5-5", rate_g_per_m2: 30, bag_kg: 20),
      Treatment.new(code: :moss_control, name: "Moss control", price_per_100m2: 2000, min_charge: 2500,
                    product: "Ferrous sulphate", rate_g_per_m2: 40, bag_kg: 25),
      Treatment.new(code: :summer_feed, name: "Summer feed", price_per_100m2: 1800, min_charge: 2500,
                    product: "NPK 10-2-6", rate_g_per_m2: 30, bag_kg: 20),
      Treatment.new(code: :scarify, name: "Scarification", price_per_100m2: 4500, min_charge: 6000,
                    product: nil, rate_g_per_m2: 0, bag_kg: nil),
      Treatment.new(code: :aerate, name: "Hollow-tine aeration", price_per_100m2: 4000, min_charge: 5500,
                    product: nil, rate_g_per_m2: 0, bag_kg: nil),
      Treatment.new(code: :autumn_feed, name: "Autumn feed", price_per_100m2: 1800, min_charge: 2500,
                    product: "NPK 3-0-12", rate_g_per_m2: 35, bag_kg: 20)
    ].freeze

    def self.fetch(code)
      ALL.find { |t| t.code == code } or raise KeyError, "no treatment #{code.inspect}"
    end
  end
end
