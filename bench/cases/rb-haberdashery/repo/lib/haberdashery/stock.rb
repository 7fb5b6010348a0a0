module Haberdashery
  # The bolts on the shelves, by fabric code.
  class Stock
    def initialize
      @bolts = Hash.new { |h, k| h[k] = [] }
    end

    def receive(bolt)
      @bolts[bolt.fabric.code] << bolt
      bolt
    end

    def bolts(code)
      @bolts.fetch(code.upcase, []).reject(&:empty?)
    end

    def on_hand_cm(code)
      bolts(code).sum(&:remaining_cm)
    end

    # Cuts from the shortest bolt that still holds the whole length, so the
    # long bolts stay whole for big orders. Returns the bolt cut from.
    def cut(code, cm)
      bolt = bolts(code).select { |b| b.fits?(cm) }.min_by { |b| [b.remaining_cm, b.id] }
      raise InsufficientFabric, "no bolt of #{code} holds #{cm} cm" unless bolt

      bolt.cut!(cm)
      bolt
    end

    # Bolts whose remainder has dropped into remnant length.
    def remnants
      @bolts.values.flatten.select { |b| !b.empty? && b.remnant? }.sort_by(&:id)
    end

    # Fabric codes with less than the given length left in all, shortest first.
    def low_stock(below_cm)
      @bolts.keys.map { |code| [code, on_hand_cm(code)] }
            .select { |_, cm| cm < below_cm }
            .sort_by { |code, cm| [cm, code] }
    end
  end
end
