# frozen_string_literal: true

module Apiary
  # Sugar syrup for feeding. Ratios are sugar to water by weight: thin (1:1)
  # syrup in spring to stimulate brood rearing, thick (2:1) syrup in autumn
  # for winter stores.
  module Feeding
    RATIOS = { thin: [1, 1], thick: [2, 1] }.freeze

    # Dissolved sugar adds about 0.63 litres of volume per kilogram.
    LITRES_PER_KG_SUGAR = 0.63

    Syrup = Struct.new(:sugar_kg, :water_l, keyword_init: true) do
      def volume_l
        (water_l + (sugar_kg * LITRES_PER_KG_SUGAR)).round(2)
      end

      def to_s
        format("%.2f kg sugar in %.2f l water (%.2f l syrup)", sugar_kg, water_l, volume_l)
      end
    end

    module_function

    def ratio(name)
      RATIOS.fetch(name) { raise ArgumentError, "unknown syrup #{name.inspect}" }
    end

    # Water for a given weight of sugar.
    def syrup_from_sugar(sugar_kg, name)
      sugar_part, water_part = ratio(name)
      Syrup.new(sugar_kg: sugar_kg, water_l: (sugar_kg * water_part / sugar_part.to_f).round(2))
    end

    # Sugar and water to make about +litres+ of syrup.
    def syrup_for_volume(litres, name)
      sugar_part, water_part = ratio(name)
      sugar = litres / ((water_part / sugar_part.to_f) + LITRES_PER_KG_SUGAR)
      syrup_from_sugar(sugar.round(2), name)
    end

    # Which syrup to feed in a month, or nil when colonies get fondant or
    # nothing.
    def syrup_for_month(month)
      case month
      when 3..6 then :thin
      when 8..10 then :thick
      end
    end
  end
end
