module Gristmill
  # A grain the mill grinds: bushel weight and the share of it that comes out as flour.
  Grain = Struct.new(:name, :lbs_per_bushel, :extraction, keyword_init: true)

  GRAINS = {
    wheat: Grain.new(name: "wheat", lbs_per_bushel: 60, extraction: 0.72),
    rye: Grain.new(name: "rye", lbs_per_bushel: 56, extraction: 0.65),
    corn: Grain.new(name: "corn", lbs_per_bushel: 56, extraction: 0.80),
    buckwheat: Grain.new(name: "buckwheat", lbs_per_bushel: 48, extraction: 0.60)
  }.freeze

  def self.grain(name)
    GRAINS.fetch(name.to_sym) { raise ArgumentError, "unknown grain: #{name}" }
  end

  def self.pounds(grain_name, bushels)
    (grain(grain_name).lbs_per_bushel * bushels).round(1)
  end
end
