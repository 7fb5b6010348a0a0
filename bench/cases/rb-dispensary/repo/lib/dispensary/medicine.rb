module Dispensary
  # A product on the dispensary's shelf: one strength of one medicine, bought in packs.
  class Medicine
    FORMS = %w[tablet capsule sachet ml patch].freeze

    attr_reader :name, :strength, :form, :pack_size, :pack_cost_pence

    def initialize(name:, strength:, form:, pack_size:, pack_cost_pence:)
      raise Error, "unknown form #{form}" unless FORMS.include?(form)
      raise Error, "pack size must be positive" unless pack_size.positive?

      @name = name
      @strength = strength
      @form = form
      @pack_size = pack_size
      @pack_cost_pence = pack_cost_pence
    end

    def title
      "#{name} #{strength} #{form}s"
    end

    # Whole packs needed to make up a quantity; the remainder comes from an opened pack.
    def packs_for(quantity)
      (quantity + pack_size - 1) / pack_size
    end

    def cost_pence(quantity)
      (pack_cost_pence * quantity.to_r / pack_size).round
    end
  end
end
