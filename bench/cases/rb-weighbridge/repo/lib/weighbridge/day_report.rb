module Weighbridge
  # The day's summary: loads, net tonnes and charges per material, and the totals.
  class DayReport
    attr_reader :tickets

    def initialize(tickets)
      @tickets = tickets
    end

    def by_material
      rows = Hash.new { |h, code| h[code] = { loads: 0, net_kg: 0, charge_pence: 0 } }
      tickets.each do |ticket|
        row = rows[ticket.material_code]
        row[:loads] += 1
        row[:net_kg] += ticket.net_kg
        row[:charge_pence] += Pricing.charge_pence(ticket)
      end
      rows.sort_by { |code, _| code }.to_h
    end

    def total_net_kg
      tickets.sum(&:net_kg)
    end

    def total_charge_pence
      tickets.sum { |ticket| Pricing.charge_pence(ticket) }
    end

    def to_text
      lines = by_material.map do |code, row|
        format("%-5s %-18s %3d loads %9.2f t %12s", code, Weighbridge.material(code).name, row[:loads],
               row[:net_kg] / 1000.0, Pricing.format_pence(row[:charge_pence]))
      end
      lines << format("%-24s %3d loads %9.2f t %12s", "Total", tickets.size, total_net_kg / 1000.0,
                      Pricing.format_pence(total_charge_pence))
      lines.join("\n") + "\n"
    end
  end
end
