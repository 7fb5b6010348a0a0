module Cidermill
  # A load of apples brought to the weighbridge: whose, which kind, how heavy, its sugar reading and the
  # share of bruised or rotten fruit the weighbridge hand estimated (percent).
  Batch = Struct.new(:grower, :variety, :kind, :kg, :brix, :bruised_pct, keyword_init: true) do
    def initialize(bruised_pct: 0, **fields)
      super
    end
  end
end
