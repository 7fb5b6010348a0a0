module AuctionLots
  # One lot: its number in the sale, a title, a low and high estimate in whole pounds.
  class Lot
    attr_reader :number, :title, :low, :high

    def initialize(number, title, low:, high:)
      raise ArgumentError, "lot #{number}: low estimate above high" if low > high

      @number = number
      @title = title
      @low = low
      @high = high
      @withdrawn = false
    end

    def withdraw!
      @withdrawn = true
      self
    end

    def withdrawn?
      @withdrawn
    end

    def estimate
      "£#{pounds(low)}-#{pounds(high)}"
    end

    def line
      text = format("%4d  %-28s %s", number, title, estimate)
      withdrawn? ? "#{text}  WITHDRAWN" : text
    end

    private

    def pounds(amount)
      amount.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
    end
  end
end
