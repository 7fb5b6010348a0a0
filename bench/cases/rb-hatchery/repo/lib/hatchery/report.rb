# frozen_string_literal: true

module Hatchery
  # The weekly report for the hatchery manager: one block per batch.
  class WeeklyReport
    # start_weights: mean weight in g of each batch at the start of the week
    # (from last week's sample weighing), by batch id.
    def initialize(batches:, log:, from:, to:, start_weights:)
      @batches = batches
      @log = log
      @from = from
      @to = to
      @start_weights = start_weights
    end

    # Feed conversion ratio for the week: feed given per kg of weight gained.
    # Only the survivors' gain counts; fish that died were taken out before
    # they could put weight on. nil if nothing was gained.
    def fcr(batch)
      start_g = @start_weights.fetch(batch.id)
      gain = batch.biomass_kg - batch.count * start_g / 1000.0
      return nil unless gain.positive?

      (@log.feed_kg(batch.id, from: @from, to: @to) / gain).round(2)
    end

    def survival_percent(batch)
      morts = @log.morts(batch.id, from: @from, to: @to)
      (100.0 * batch.count / (batch.count + morts)).round(2)
    end

    def block(batch)
      temp = @log.latest_temp(batch.id)
      density = Density.check(batch.tank, @batches)
      fcr = fcr(batch)
      lines = []
      lines << "#{batch.id} #{batch.species_name} in #{batch.tank.id}"
      lines << format("  %d fish, mean %.1f g, biomass %.1f kg",
                      batch.count, batch.mean_weight_g, batch.biomass_kg)
      lines << format("  density %.1f of %.1f kg/m³%s",
                      density.kg_per_m3, density.limit, density.over? ? "  OVER LIMIT" : "")
      lines << format("  week: feed %.2f kg, FCR %s, morts %d, survival %.2f%%",
                      @log.feed_kg(batch.id, from: @from, to: @to),
                      fcr ? format("%.2f", fcr) : "n/a",
                      @log.morts(batch.id, from: @from, to: @to),
                      survival_percent(batch))
      if temp
        ration = Feeding.daily_ration_kg(batch, temp)
        meals = Feeding.meals(ration, batch.mean_weight_g)
        lines << format("  ration at %.1f °C: %.2f kg/day in %d feeds, %.1f mm pellet",
                        temp, ration, meals.size, Feeding.pellet_mm(batch.mean_weight_g))
      end
      lines
    end

    def to_s
      header = "Week #{@from.strftime('%-d %b')} to #{@to.strftime('%-d %b %Y')}"
      ([header] + @batches.flat_map { |b| block(b) }).join("\n") + "\n"
    end
  end
end
