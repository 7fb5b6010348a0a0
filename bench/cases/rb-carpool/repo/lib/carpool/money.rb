module Carpool
  # Amounts are whole cents (Integer) everywhere; Money only formats and rounds them.
  module Money
    module_function

    # 1234 -> "12.34"
    def cents_to_s(cents)
      format("%d.%02d", cents / 100, cents % 100)
    end

    # Round a Float amount of cents to whole cents, halves away from zero.
    def round_cents(amount)
      amount.round(half: :up).to_i
    end

    # Split total cents into parts proportional to weights; the parts add up to total exactly. The cents
    # left over after rounding down go one each to the parts with the largest remainders.
    def allocate(total, weights)
      sum = weights.sum
      raise ArgumentError, "weights must not all be zero" if sum.zero?

      exact = weights.map { |w| total * w.to_r / sum }
      parts = exact.map(&:floor)
      left = total - parts.sum
      order = exact.each_with_index.sort_by { |x, i| [-(x - x.floor), i] }.map(&:last)
      order.first(left).each { |i| parts[i] += 1 }
      parts
    end
  end
end
