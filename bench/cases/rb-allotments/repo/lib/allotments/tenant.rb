# frozen_string_literal: true

require "date"

module Allotments
  # Someone who holds, or has applied for, a plot.
  class Tenant
    CONCESSIONS = %i[none senior student unwaged].freeze

    attr_reader :name, :postcode, :concession, :joined

    def initialize(name, postcode:, concession: :none, joined: nil)
      raise ArgumentError, "unknown concession #{concession}" unless CONCESSIONS.include?(concession)

      @name = name
      @postcode = postcode.upcase.strip
      @concession = concession
      @joined = joined
    end

    def concessionary?
      concession != :none
    end

    # Residents are those whose postcode district is in the parish list.
    def resident?(districts)
      districts.include?(district)
    end

    def district
      postcode.split.first
    end

    def years_held(on)
      return 0 unless joined

      years = on.year - joined.year
      years -= 1 if on.month < joined.month || (on.month == joined.month && on.day < joined.day)
      [years, 0].max
    end

    def to_s
      name
    end
  end
end
