module Lawncare
  # Product needed on the van for a set of visits.
  module Materials
    module_function

    def grams_for(visit)
      visit.lawn.area_m2 * visit.treatment.rate_g_per_m2
    end

    # { product => { grams:, bags: } } for everything the visits put down,
    # in product name order. Mechanical work needs no product.
    def loading_list(visits)
      totals = Hash.new(0)
      bag_grams = {}
      visits.reject { |v| v.treatment.mechanical? }.each do |visit|
        product = visit.treatment.product
        totals[product] += grams_for(visit)
        bag_grams[product] = visit.treatment.bag_kg * 1000
      end
      totals.keys.sort.to_h do |product|
        grams = totals[product]
        [product, { grams: grams, bags: (grams + bag_grams[product] - 1) / bag_grams[product] }]
      end
    end
  end
end
