# frozen_string_literal: true

module Pawnshop
  # Amounts are whole pence (Integer) everywhere; this module reads and
  # writes them as pounds.
  module Money
    PATTERN = /\A(-)?£?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?\z/.freeze

    module_function

    # "£1,250.50" -> 125050. A bare number is pounds: "12" -> 1200.
    def parse(text)
      match = PATTERN.match(text.to_s.strip)
      raise ArgumentError, "not an amount: #{text.inspect}" unless match

      pounds = match[2].delete(",").to_i
      pence = (match[3] || "0").ljust(2, "0").to_i
      total = pounds * 100 + pence
      match[1] ? -total : total
    end

    # 125050 -> "£1,250.50", -300 -> "-£3.00".
    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      grouped = pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
      "#{sign}£#{grouped}.#{rest.to_s.rjust(2, '0')}"
    end

    # Rounds down to a multiple of +step+ pence (offers are made in
    # round amounts).
    def round_down(pence, step)
      (pence / step) * step
    end

    # Applies a rate such as 0.085 and rounds half up to the penny.
    def percent_of(pence, rate)
      (pence * rate).round(half: :up)
    end
  end
end
