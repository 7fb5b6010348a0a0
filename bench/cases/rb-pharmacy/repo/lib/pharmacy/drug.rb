# frozen_string_literal: true

module Pharmacy
  # A stocked product. Prices are per dispensing unit (tablet, ml, ...), in cents.
  class Drug
    FORMS = {
      tablet: %w[tablet tablets],
      capsule: %w[capsule capsules],
      liquid: %w[mL mL],
      inhaler: %w[puff puffs]
    }.freeze

    # Controlled-substance schedules: 2 is the strictest, 5 the mildest.
    SCHEDULES = [nil, 2, 3, 4, 5].freeze

    attr_reader :code, :name, :form, :strength, :unit_price_cents, :schedule, :tier

    def initialize(code:, name:, form:, strength:, unit_price_cents:, schedule: nil, tier: 1)
      raise ArgumentError, "unknown form #{form.inspect}" unless FORMS.key?(form)
      raise ArgumentError, "unknown schedule #{schedule.inspect}" unless SCHEDULES.include?(schedule)
      raise ArgumentError, "tier must be 1..4" unless (1..4).cover?(tier)

      @code = code
      @name = name
      @form = form
      @strength = strength
      @unit_price_cents = unit_price_cents
      @schedule = schedule
      @tier = tier
    end

    def controlled?
      !schedule.nil?
    end

    def unit_word(count)
      singular, plural = FORMS.fetch(form)
      count == 1 ? singular : plural
    end

    def display_name
      "#{name} #{strength}"
    end
  end
end
