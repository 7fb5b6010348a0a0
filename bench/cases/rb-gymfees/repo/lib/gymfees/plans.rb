# frozen_string_literal: true

module Gymfees
  # Monthly prices in cents, by plan.
  PLANS = {
    "standard" => { monthly: 4200, classes: true },
    "off_peak" => { monthly: 2900, classes: false },
    "student" => { monthly: 2500, classes: true },
    "premium" => { monthly: 6500, classes: true }
  }.freeze

  def self.plan(name)
    PLANS.fetch(name) { raise ArgumentError, "unknown plan #{name.inspect}" }
  end
end
