module Cidermill
  # The ticket a grower takes home with their juice.
  class Ticket
    def initialize(pressing)
      @pressing = pressing
    end

    def for_grower(grower, batches)
      own = batches.select { |b| b.grower == grower }
      litres = @pressing.juice_by_grower(own).fetch(grower, 0.0)
      fee = @pressing.fees(own).fetch(grower, 0)
      lines = ["Cider mill ticket: #{grower}"]
      own.each do |b|
        lines << format("  %-16s %6.1f kg  %4.1f Bx  %2d%% bruised", b.variety, b.kg, b.brix, b.bruised_pct)
      end
      refused = @pressing.refused(own)
      lines << "  refused: #{refused.map(&:variety).join(', ')}" unless refused.empty?
      lines << format("  juice %.1f l (%.1f gal)  fee £%.2f", litres, Units.gallons(litres), fee / 100.0)
      lines.join("\n")
    end
  end
end
