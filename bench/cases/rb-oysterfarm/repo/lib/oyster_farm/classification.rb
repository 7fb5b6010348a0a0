# frozen_string_literal: true

module OysterFarm
  # Classification of a shellfish harvesting area from the E. coli results
  # of its monitoring samples (MPN per 100 g of flesh and intravalvular
  # liquid), and the treatment the class requires before sale.
  module Classification
    CLASSES = %i[a b c prohibited].freeze

    # class => [limit that every result must meet, limit 90% must meet]
    LIMITS = {
      a: [230, 230],
      b: [46_000, 4_600],
      c: [46_000, 46_000]
    }.freeze

    TREATMENT = {
      a: :none,
      b: :depuration,
      c: :relaying,
      prohibited: :no_harvest
    }.freeze

    module_function

    def classify(results)
      raise ArgumentError, "no monitoring results" if results.empty?

      LIMITS.each do |klass, (all_limit, most_limit)|
        within_most = results.count { |r| r <= most_limit }
        return klass if results.max <= all_limit && within_most >= 0.9 * results.size
      end
      :prohibited
    end

    def treatment(klass)
      TREATMENT.fetch(klass) { raise ArgumentError, "unknown class #{klass.inspect}" }
    end

    def harvestable?(klass)
      treatment(klass) != :no_harvest
    end
  end
end
