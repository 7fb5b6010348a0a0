module Lawncare
  # A customer's lawn as measured on the survey visit.
  class Lawn
    CONDITIONS = %i[good fair poor].freeze

    attr_reader :ref, :customer, :postcode, :area_m2, :condition

    def initialize(ref:, customer:, postcode:, area_m2:, condition: :good)
      raise ArgumentError, "area must be positive" unless area_m2.is_a?(Integer) && area_m2.positive?
      raise ArgumentError, "unknown condition #{condition.inspect}" unless CONDITIONS.include?(condition)

      @ref = ref
      @customer = customer
      @postcode = postcode.strip.upcase
      @area_m2 = area_m2
      @condition = condition
    end

    # The outward part of the postcode ("LS6 2AB" -> "LS6"), which the
    # crews use to group their rounds.
    def district
      postcode.split(" ").first
    end

    def to_s
      "#{ref} #{customer} (#{postcode}, #{area_m2} m2, #{condition})"
    end
  end
end
