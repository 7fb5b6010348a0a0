module Hayloft
  # Stock of each bale kind in one barn, with bales set aside for orders.
  class Barn
    attr_reader :name

    def initialize(name, stock = {})
      @name = name
      @stock = Hash.new(0)
      @reserved = Hash.new(0)
      stock.each { |code, count| add(code, count) }
    end

    def add(code, count)
      Bales.fetch(code)
      raise Error, "count must be positive" unless count.positive?

      @stock[code] += count
    end

    def available(code)
      @stock[code] - @reserved[code]
    end

    def reserve(order)
      short = order.lines.reject { |line| available(line.code) >= line.quantity }
      unless short.empty?
        names = short.map { |line| Bales.fetch(line.code).name }
        raise Error, "#{name} is short of #{names.join(", ")}"
      end
      order.lines.each { |line| @reserved[line.code] += line.quantity }
      true
    end

    def collect(order)
      order.lines.each do |line|
        @stock[line.code] -= line.quantity
        @reserved[line.code] -= line.quantity
      end
    end
  end
end
