# frozen_string_literal: true

module Sailloft
  # The standard rig measurements of a sloop:
  #   I - height of the foretriangle (deck to forestay hoist)
  #   J - base of the foretriangle (mast to forestay fitting)
  #   P - mainsail hoist (luff) along the mast
  #   E - mainsail foot along the boom
  class Rig
    class InvalidRig < StandardError; end

    FORM_KEYS = { "I" => :i, "J" => :j, "P" => :p, "E" => :e }.freeze

    attr_reader :name, :i, :j, :p, :e, :loa

    def self.from_form(form)
      missing = FORM_KEYS.keys.reject { |key| form.key?(key) && !form[key].to_s.strip.empty? }
      raise InvalidRig, "missing #{missing.join(', ')}" unless missing.empty?

      measures = FORM_KEYS.to_h { |key, attr| [attr, form[key]] }
      loa = form["LOA"]
      new(name: form.fetch("Boat", "unnamed"), loa: loa && !loa.to_s.strip.empty? ? loa : nil, **measures)
    end

    def initialize(name:, i:, j:, p:, e:, loa: nil)
      @name = name
      @i = Units.length(i)
      @j = Units.length(j)
      @p = Units.length(p)
      @e = Units.length(e)
      @loa = loa && Units.length(loa)
      validate!
    end

    def foretriangle_area
      i * j / 2.0
    end

    def mainsail_base_area
      p * e / 2.0
    end

    # 100% foretriangle plus the mainsail triangle, the figure class rules use.
    def sail_area
      foretriangle_area + mainsail_base_area
    end

    def forestay_length
      Math.hypot(i, j)
    end

    private

    def validate!
      { "I" => i, "J" => j, "P" => p, "E" => e }.each do |key, value|
        raise InvalidRig, "#{key} must be positive" unless value.positive?
      end
      raise InvalidRig, "P (#{p}) cannot exceed I (#{i}) on a masthead or fractional sloop" if p > i
    end
  end
end
