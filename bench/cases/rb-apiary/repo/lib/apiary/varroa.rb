# frozen_string_literal: true

module Apiary
  # Varroa monitoring by alcohol or sugar-roll wash and by counting the
  # natural mite drop on a hive floor insert.
  module Varroa
    # A level half cup (120 ml) of nurse bees holds about 300 bees.
    BEES_PER_ML = 2.5

    # Treat at or above this many mites per 100 bees, by month.
    WASH_THRESHOLDS = {
      3 => 1.0, 4 => 1.0, 5 => 2.0, 6 => 2.0,
      7 => 3.0, 8 => 3.0, 9 => 2.0, 10 => 2.0
    }.freeze

    # Natural daily mite drop multiplied by these gives a rough colony
    # mite population (fewer mites are in brood in winter).
    DROP_MULTIPLIERS = {
      winter: 400, spring: 30, summer: 20, autumn: 30
    }.freeze

    # Treat if the colony population estimate is above this.
    POPULATION_THRESHOLD = 1000

    Wash = Struct.new(:date, :mites, :sample_ml, keyword_init: true) do
      def bees
        (sample_ml * BEES_PER_ML).round
      end

      # Mites per 100 bees.
      def infestation
        mites * 100.0 / bees
      end
    end

    module_function

    def threshold_for(date)
      WASH_THRESHOLDS[date.month]
    end

    # :treat at or above the month's threshold, :monitor at or above half of
    # it, :ok below that. Outside the months with a threshold the colony is
    # broodless or nearly so and a wash says little: :no_wash.
    def assess(wash)
      threshold = threshold_for(wash.date)
      return :no_wash if threshold.nil?

      level = wash.infestation
      if level >= threshold
        :treat
      elsif level >= threshold / 2
        :monitor
      else
        :ok
      end
    end

    def season(date)
      case date.month
      when 12, 1, 2 then :winter
      when 3, 4, 5 then :spring
      when 6, 7, 8 then :summer
      else :autumn
      end
    end

    def daily_drop(mites, days)
      raise ArgumentError, "count over at least one day" unless days.positive?

      mites.to_f / days
    end

    def population_estimate(mites, days, date)
      (daily_drop(mites, days) * DROP_MULTIPLIERS.fetch(season(date))).round
    end

    def drop_assessment(mites, days, date)
      population_estimate(mites, days, date) > POPULATION_THRESHOLD ? :treat : :ok
    end
  end
end
