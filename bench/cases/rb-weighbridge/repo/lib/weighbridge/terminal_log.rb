module Weighbridge
  # Reads the weighbridge terminal's export, one ticket a line:
  #
  #   number;time;reg;haulier;material;gross_kg;tare_kg
  #
  # An empty tare means the vehicle was weighed once; its stored tare is used.
  class TerminalLog
    FIELDS = 7

    def initialize(vehicles)
      @vehicles = vehicles
    end

    def parse(text)
      text.each_line.with_index(1).filter_map do |line, lineno|
        line = line.strip
        next if line.empty? || line.start_with?("#")

        parse_line(line, lineno)
      end
    end

    def parse_line(line, lineno = 1)
      cells = line.split(";", -1).map(&:strip)
      raise Error, "line #{lineno}: #{cells.size} fields, want #{FIELDS}" unless cells.size == FIELDS

      number, time, reg, haulier, material, gross, tare = cells
      Weighbridge.material(material)
      Ticket.new(number: Integer(number, 10), time: time, reg: Vehicles.normalise(reg), haulier: haulier,
                 material_code: material.upcase, gross_kg: kg(gross, lineno), tare_kg: tare_for(reg, tare, lineno))
    end

    private

    def tare_for(reg, tare, lineno)
      return kg(tare, lineno) unless tare.empty?

      @vehicles.stored_tare_kg(reg) or raise Error, "line #{lineno}: no tare for #{reg} and none stored"
    end

    def kg(text, lineno)
      Integer(text, 10)
    rescue ArgumentError
      raise Error, "line #{lineno}: #{text.inspect} is not a whole number of kg"
    end
  end
end
