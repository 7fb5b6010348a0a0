module Farrier
  # The text invoice left at the yard after a visit.
  class Invoice
    WORK_NAMES = { trim: "trim", front_pair: "front shoes", full_set: "full set" }.freeze

    def initialize(visit, schedule)
      @visit = visit
      @schedule = schedule
    end

    def lines
      rows = @visit.lines.map do |name, work, pence|
        format("%-12s %-12s %9s", name, WORK_NAMES.fetch(work), Money.pounds(pence))
      end
      rows << format("%-25s %9s", "call-out", Money.pounds(@visit.call_out_pence)) if @visit.call_out_pence.positive?
      rows << format("%-25s %9s", "TOTAL", Money.pounds(@visit.total_pence))
      rows + next_visits
    end

    def to_s
      lines.join("\n")
    end

    private

    def next_visits
      @visit.horses.map do |horse|
        "#{horse.name} next due #{@schedule.next_visit(horse).strftime('%-d %b')}"
      end
    end
  end
end
