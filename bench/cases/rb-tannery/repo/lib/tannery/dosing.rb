# frozen_string_literal: true

module Tannery
  DoseLine = Struct.new(:step, :chemical, :percent, :kg)

  # What the drum man weighs out for each step of a recipe on a batch.
  class DoseSheet
    attr_reader :batch, :recipe

    def initialize(batch, recipe)
      @batch = batch
      @recipe = recipe
    end

    def lines
      @lines ||= recipe.steps.flat_map do |step|
        basis = batch.weight_for(step.basis)
        step.chemicals.map do |chemical, percent|
          DoseLine.new(step.name, chemical, percent, (basis * percent / 100.0).round(2))
        end
      end
    end

    def for_step(name)
      recipe.step(name)
      lines.select { |l| l.step == name }
    end

    def kg(step, chemical)
      line = lines.find { |l| l.step == step && l.chemical == chemical }
      raise KeyError, "no #{chemical} in #{step}" unless line

      line.kg
    end

    # Float water in litres (a kilogram of water is a litre), to the litre.
    def water_litres(step_name)
      step = recipe.step(step_name)
      (batch.weight_for(step.basis) * step.float_percent / 100.0).round
    end

    def total_water_litres
      recipe.steps.sum { |s| water_litres(s.name) }
    end

    # Kilograms of each chemical over the whole recipe, for the stores order.
    def totals
      lines.each_with_object(Hash.new(0)) { |l, acc| acc[l.chemical] = (acc[l.chemical] + l.kg).round(2) }
    end
  end
end
