# frozen_string_literal: true

module Newsround
  # A title the shop delivers. Prices are cover prices in pence.
  class Publication
    KINDS = %i[daily sunday weekly].freeze

    attr_reader :code, :title, :kind, :price, :saturday_price, :weight_g, :day

    def initialize(code:, title:, kind:, price:, saturday_price: nil, weight_g: 250, day: nil)
      raise ArgumentError, "unknown kind #{kind.inspect}" unless KINDS.include?(kind)
      raise ArgumentError, "a weekly needs its day" if kind == :weekly && day.nil?

      @code = code
      @title = title
      @kind = kind
      @price = price
      @saturday_price = saturday_price || price
      @weight_g = weight_g
      @day = day
    end

    def published_on?(date)
      return false unless Calendar.delivery_day?(date)

      case kind
      when :daily then !date.sunday?
      when :sunday then date.sunday?
      when :weekly then Calendar.day_sym(date) == day
      end
    end

    def price_on(date)
      date.saturday? ? saturday_price : price
    end

    def to_s
      "#{code} #{title}"
    end
  end
end
