module Gristmill
  # Bagging: how many sacks a product fills.
  module Sacks
    DEFAULT_SIZE = 50 # lb

    Bagging = Struct.new(:full, :part_lbs, :size, keyword_init: true) do
      def count
        part_lbs.positive? ? full + 1 : full
      end
    end

    module_function

    def bag(lbs, size: DEFAULT_SIZE)
      raise ArgumentError, "sack size must be positive" unless size.positive?

      full = (lbs / size).floor
      Bagging.new(full: full, part_lbs: (lbs - full * size).round(1), size: size)
    end
  end
end
