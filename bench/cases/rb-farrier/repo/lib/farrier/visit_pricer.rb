module Farrier
  # Prices a visit: each horse's work by the hoof, plus the yard's call-out fee, which is waived
  # when enough horses are done at one visit.
  class VisitPricer
    def initialize(prices = PriceList.standard)
      @prices = prices
    end

    def lines(visit)
      visit.horses.map { |horse| [horse.name, horse.work, line_pence(horse)] }
    end

    def call_out_pence(visit)
      return 0 if visit.horses.size >= @prices.fetch(:shared_call_out_from)

      @prices.call_out(visit.yard.zone)
    end

    def total_pence(visit)
      Money.sum(lines(visit).map(&:last)) + call_out_pence(visit)
    end

    private

    def line_pence(horse)
      if horse.shod?
        horse.hooves * @prices.fetch(:shoe_per_hoof)
      else
        horse.hooves * @prices.fetch(:trim_per_hoof)
      end
    end
  end
end
