module Vegbox
  # A subscriber's bill for one calendar month: the boxes delivered that month and the delivery charge.
  class Invoice
    DELIVERY_DAY = 4 # Thursday
    DELIVERY_PENCE = 150
    FREE_DELIVERY = %w[BS3 BS4].freeze

    attr_reader :subscriber, :month

    def initialize(subscriber, month)
      @subscriber = subscriber
      @month = Date.new(month.year, month.month, 1)
    end

    def delivery_dates
      (month..month.next_month.prev_day).select { |d| d.wday == DELIVERY_DAY && subscriber.due_on?(d) }
    end

    def boxes_pence
      delivery_dates.size * subscriber.size.price_pence
    end

    def delivery_pence
      FREE_DELIVERY.include?(subscriber.district) ? 0 : delivery_dates.size * DELIVERY_PENCE
    end

    def total_pence
      boxes_pence + delivery_pence
    end

    def lines
      [
        "#{subscriber.name}, #{month.strftime('%B %Y')}",
        format('%d x %s box  %s', delivery_dates.size, subscriber.size.name, money(boxes_pence)),
        format('delivery  %s', money(delivery_pence)),
        format('total  %s', money(total_pence))
      ]
    end

    private

    def money(pence)
      format('£%d.%02d', pence / 100, pence % 100)
    end
  end
end
