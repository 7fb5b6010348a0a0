module Gristmill
  # What a grist turns into: flour, then bran and middlings from the rest.
  module Extraction
    MILLING_LOSS = 0.02 # dust and moisture lost between the hopper and the bolter
    BRAN_SHARE = 0.6    # of the offal (all that is not flour), the rest is middlings

    Yield = Struct.new(:flour, :bran, :middlings, keyword_init: true) do
      def total
        (flour + bran + middlings).round(1)
      end
    end

    module_function

    def mill(grain_name, bushels)
      grain = Gristmill.grain(grain_name)
      lbs = Gristmill.pounds(grain_name, bushels) * (1 - MILLING_LOSS)
      flour = lbs * grain.extraction
      offal = lbs - flour
      bran = offal * BRAN_SHARE
      Yield.new(flour: flour.round(1), bran: bran.round(1), middlings: (offal - bran).round(1))
    end
  end
end
