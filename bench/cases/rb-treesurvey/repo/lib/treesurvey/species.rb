module Treesurvey
  module Species
    # Mature girth in cm at 1.5 m, as the planting guide gives it.
    MATURE_GIRTH_CM = {
      "London plane" => 400,
      "Common lime" => 350,
      "Horse chestnut" => 300,
      "Norway maple" => 250,
      "Silver birch" => 150,
      "Rowan" => 100,
      "Cherry" => 120,
    }.freeze

    def self.known?(name)
      MATURE_GIRTH_CM.key?(name)
    end

    def self.mature_girth_cm(name)
      MATURE_GIRTH_CM.fetch(name) { raise ArgumentError, "unknown species: #{name}" }
    end
  end
end
