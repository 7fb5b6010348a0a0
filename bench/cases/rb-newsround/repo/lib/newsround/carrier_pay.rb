# frozen_string_literal: true

module Newsround
  # What the shop pays the carriers, per round walked.
  module CarrierPay
    RATES = { weekday: 500, saturday: 600, sunday: 750 }.freeze

    module_function

    def rate(date, rates: RATES)
      if date.sunday? then rates[:sunday]
      elsif date.saturday? then rates[:saturday]
      else rates[:weekday]
      end
    end

    # Pay for the week starting `monday`: each day the round had at least one drop.
    def week(round, monday, catalogue, rates: RATES)
      days = (monday..monday + 6).reject { |date| round.bag(date, catalogue).empty? }
      days.sum { |date| rate(date, rates: rates) }
    end

    def payslip(round, monday, catalogue, rates: RATES)
      amount = week(round, monday, catalogue, rates: rates)
      "#{round.carrier}, #{round.name}, week of #{monday.strftime('%d/%m/%Y')}: #{Money.format(amount)}"
    end
  end
end
