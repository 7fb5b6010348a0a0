# frozen_string_literal: true

module Tannery
  # One drum step. Chemical offers and the float (water) are percentages of
  # the batch weight named by basis.
  Step = Struct.new(:name, :basis, :float_percent, :chemicals, :minutes, :temp_c, keyword_init: true) do
    def hours
      minutes / 60.0
    end
  end

  # An ordered list of drum steps.
  class Recipe
    attr_reader :name, :steps

    def initialize(name, steps)
      names = steps.map(&:name)
      dupes = names.select { |n| names.count(n) > 1 }.uniq
      raise ArgumentError, "recipe #{name} repeats #{dupes.join(', ')}" unless dupes.empty?

      steps.each do |step|
        next if Batch::BASES.include?(step.basis)

        raise ArgumentError, "step #{step.name} has unknown basis #{step.basis.inspect}"
      end
      @name = name
      @steps = steps.freeze
    end

    def step(name)
      steps.find { |s| s.name == name } or raise KeyError, "no step #{name} in #{self.name}"
    end

    def total_minutes
      steps.sum(&:minutes)
    end

    def chemicals
      steps.flat_map { |s| s.chemicals.keys }.uniq
    end
  end

  # The works' standard recipes.
  module Recipes
    CHROME = Recipe.new("chrome upholstery", [
      Step.new(name: "soak", basis: :green, float_percent: 200,
               chemicals: { "wetting agent" => 0.2, "soda ash" => 0.5 }, minutes: 720, temp_c: 26),
      Step.new(name: "lime", basis: :green, float_percent: 150,
               chemicals: { "lime" => 3, "sodium sulphide" => 2.5 }, minutes: 1080, temp_c: 26),
      Step.new(name: "delime", basis: :pelt, float_percent: 100,
               chemicals: { "ammonium sulphate" => 2, "sodium metabisulphite" => 0.5 }, minutes: 90, temp_c: 35),
      Step.new(name: "bate", basis: :pelt, float_percent: 100,
               chemicals: { "bate" => 0.8 }, minutes: 60, temp_c: 37),
      Step.new(name: "pickle", basis: :pelt, float_percent: 80,
               chemicals: { "salt" => 7, "formic acid" => 0.8, "sulphuric acid" => 1.2 }, minutes: 150, temp_c: 22),
      Step.new(name: "tan", basis: :pelt, float_percent: 80,
               chemicals: { "chrome sulphate" => 8, "sodium formate" => 1, "sodium bicarbonate" => 1.2 },
               minutes: 480, temp_c: 40),
      Step.new(name: "retan", basis: :shaved, float_percent: 150,
               chemicals: { "mimosa" => 4, "syntan" => 3, "fatliquor" => 6 }, minutes: 240, temp_c: 50)
    ])

    VEG = Recipe.new("vegetable saddlery", [
      Step.new(name: "soak", basis: :green, float_percent: 200,
               chemicals: { "wetting agent" => 0.2 }, minutes: 720, temp_c: 24),
      Step.new(name: "lime", basis: :green, float_percent: 150,
               chemicals: { "lime" => 4, "sodium sulphide" => 2 }, minutes: 1440, temp_c: 24),
      Step.new(name: "delime", basis: :pelt, float_percent: 100,
               chemicals: { "ammonium sulphate" => 1.5 }, minutes: 90, temp_c: 32),
      Step.new(name: "tan", basis: :pelt, float_percent: 60,
               chemicals: { "mimosa" => 20, "chestnut" => 10 }, minutes: 2880, temp_c: 30)
    ])
  end
end
