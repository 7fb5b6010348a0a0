module Carboot
  Pitch = Struct.new(:number, :row, :size, :hardstanding, keyword_init: true) do
    def hardstanding?
      hardstanding ? true : false
    end

    # vans need a van pitch; a car or a car and trailer fits either
    def fits?(vehicle)
      return size == :van if vehicle == :van

      true
    end

    def to_s
      "#{row}#{number}"
    end
  end

  module Field
    module_function

    # "A1-A12 car, B1-B6 van hard" -> pitches
    def parse(spec)
      spec.split(',').flat_map do |part|
        range, size, hard = part.strip.split(/\s+/)
        m = range.match(/\A([A-Z])(\d+)-\1(\d+)\z/) or raise ArgumentError, "bad pitch range #{range.inspect}"
        (m[2].to_i..m[3].to_i).map do |n|
          Pitch.new(number: n, row: m[1], size: size.to_sym, hardstanding: hard == 'hard')
        end
      end
    end
  end
end
