module Joinery
  # The customer quote: timber, finish, labour and VAT.
  class Quote
    VAT_RATE = 0.20
    HOURLY_RATE = 42.0

    attr_reader :list, :finish, :hours, :rate

    def initialize(list, hours:, finish: nil, rate: HOURLY_RATE)
      raise ArgumentError, "hours must not be negative" if hours.negative?

      @list = list
      @hours = hours
      @finish = finish
      @rate = rate
    end

    def materials
      total = list.timber_cost
      total += Finish.cost(list, finish) if finish
      total.round(2)
    end

    def labour
      (hours * rate).round(2)
    end

    def net
      (materials + labour).round(2)
    end

    def vat
      (net * VAT_RATE).round(2)
    end

    def total
      (net + vat).round(2)
    end

    def lines
      [
        ["Timber and finish", materials],
        [format("Labour %.1f h at £%.2f", hours, rate), labour],
        ["VAT 20%", vat],
        ["Total", total]
      ]
    end

    def to_s
      lines.map { |label, amount| format("%-30s £%9.2f", label, amount) }.join("\n")
    end
  end
end
