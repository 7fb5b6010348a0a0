module Harbour
  # A visiting boat. Lengths are in metres: loa is length overall, beam the
  # widest point, draught the depth below the waterline.
  class Vessel
    KINDS = %i[sail motor multihull].freeze

    attr_reader :name, :loa, :beam, :draught, :kind, :flag

    def initialize(name:, loa:, beam:, draught:, kind: :sail, flag: "GB")
      raise ArgumentError, "unknown kind #{kind.inspect}" unless KINDS.include?(kind)
      [loa, beam, draught].each do |v|
        raise ArgumentError, "#{name}: dimensions must be positive" unless v.is_a?(Numeric) && v.positive?
      end
      raise ArgumentError, "#{name}: beam wider than length" if beam >= loa

      @name = name
      @loa = loa.to_f
      @beam = beam.to_f
      @draught = draught.to_f
      @kind = kind
      @flag = flag.upcase
    end

    def multihull?
      kind == :multihull
    end

    def visitor?
      flag != "GB"
    end

    def to_s
      format("%s (%.1f m %s)", name, loa, kind)
    end
  end
end
