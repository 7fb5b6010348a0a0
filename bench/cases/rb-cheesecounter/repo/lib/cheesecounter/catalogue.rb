module Cheesecounter
  # The cheeses the counter sells, by code.
  class Catalogue
    def initialize(cheeses = [])
      @by_code = {}
      cheeses.each { |cheese| add(cheese) }
    end

    def add(cheese)
      raise ArgumentError, "duplicate code: #{cheese.code}" if @by_code.key?(cheese.code)

      @by_code[cheese.code] = cheese
      self
    end

    def fetch(code)
      @by_code.fetch(code) { raise KeyError, "no cheese #{code}" }
    end

    def by_milk(milk)
      @by_code.values.select { |cheese| cheese.milk == milk }.sort_by(&:name)
    end

    def size
      @by_code.size
    end
  end
end
