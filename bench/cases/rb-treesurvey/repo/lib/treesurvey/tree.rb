module Treesurvey
  CONDITIONS = %i[good fair poor dead].freeze
  TARGETS = %i[low medium high].freeze

  Tree = Struct.new(:id, :species, :girth_cm, :condition, :target, :last_inspected, keyword_init: true) do
    def initialize(**)
      super
      raise ArgumentError, "#{id}: unknown species #{species}" unless Species.known?(species)
      raise ArgumentError, "#{id}: condition #{condition.inspect}" unless CONDITIONS.include?(condition)
      raise ArgumentError, "#{id}: target #{target.inspect}" unless TARGETS.include?(target)
    end

    # Diameter at breast height from the girth the surveyors tape.
    def dbh_cm
      (girth_cm / Math::PI).round(1)
    end

    def maturity
      girth_cm.to_f / Species.mature_girth_cm(species)
    end

    def dead?
      condition == :dead
    end
  end
end
