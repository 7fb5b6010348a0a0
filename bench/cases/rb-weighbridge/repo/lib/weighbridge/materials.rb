module Weighbridge
  # What leaves the quarry, priced in pence per tonne (ex VAT). Inert fill carries the
  # lower rate of landfill tax when it is tipped, so the report keeps it apart.
  Material = Struct.new(:code, :name, :pence_per_tonne, :inert, keyword_init: true)

  MATERIALS = {
    "T1" => Material.new(code: "T1", name: "Type 1 sub-base", pence_per_tonne: 1_450, inert: false),
    "D20" => Material.new(code: "D20", name: "20mm clean stone", pence_per_tonne: 2_100, inert: false),
    "D10" => Material.new(code: "D10", name: "10mm clean stone", pence_per_tonne: 2_350, inert: false),
    "DUST" => Material.new(code: "DUST", name: "Quarry dust", pence_per_tonne: 950, inert: false),
    "ARM" => Material.new(code: "ARM", name: "Armour stone", pence_per_tonne: 3_800, inert: false),
    "FILL" => Material.new(code: "FILL", name: "Inert fill", pence_per_tonne: 400, inert: true)
  }.freeze

  def self.material(code)
    MATERIALS.fetch(code.to_s.upcase) { raise Error, "unknown material #{code.inspect}" }
  end
end
