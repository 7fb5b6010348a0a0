# frozen_string_literal: true

module Dairyherd
  # The monthly recording report the herd manager pins up in the parlour.
  class Report
    def initialize(herd, recording, health)
      @herd = herd
      @recording = recording
      @health = health
    end

    def cow_line(record)
      cow = @herd[record.tag]
      format(
        "%-6s %-10s L%d %4s DIM %5.1f l %4.2f%% F %4.2f%% P %4d SCC %7.1f l lact",
        cow.tag, cow.name, cow.lactation_number(record.date),
        cow.days_in_milk(record.date).to_s, record.litres, record.fat, record.protein,
        record.scc, @recording.lactation_yield(cow.tag, record.date)
      )
    end

    def render(date)
      records = @recording.on(date)
      bulk = Bulk.summary(records)
      lines = ["Milk recording #{date.iso8601}"]
      lines << format("Cows recorded: %d of %d in milk", records.size, @herd.milking(date).size)
      lines << format("Average yield: %.1f l, average DIM: %s", @recording.average_yield(date),
                      @recording.average_days_in_milk(date).to_s)
      lines << format("Bulk: %.1f l, %.2f%% fat, %.2f%% protein, SCC %d",
                      bulk[:litres], bulk[:fat], bulk[:protein], bulk[:scc])
      records.each { |r| lines << cow_line(r) }
      high = @health.high_cell_cows(date)
      lines << "High cell count: #{high.empty? ? 'none' : high.join(', ')}"
      lines.join("\n")
    end
  end
end
