module Glassworks
  Gather = Struct.new(:colour, :grams)

  # One piece blown at the bench: the gathers of glass taken from the furnace.
  class Piece
    FORMS = { paperweight: 1.0, tumbler: 0.45, bowl: 0.6, vase: 0.5 }.freeze

    attr_reader :name, :form

    def initialize(name, form)
      raise ArgumentError, "unknown form #{form}" unless FORMS.key?(form)

      @name = name
      @form = form
      @gathers = []
    end

    def add_gather(colour, grams)
      raise ArgumentError, "grams must be positive" unless grams.positive?

      @gathers << Gather.new(colour, grams)
      self
    end

    def gathers
      @gathers.dup
    end

    def weight_g
      @gathers.sum(&:grams)
    end

    def colours
      @gathers.map(&:colour).uniq
    end

    # The thickest wall in mm, a rule of thumb from the weight and the form.
    def thickness_mm
      (Math.cbrt(weight_g) * FORMS[@form]).round(1)
    end
  end
end
